// A WordPress export (WXR 1.2) of any size, written as a stream (the generator itself holds one item at a time):
// 10 authors, 20 categories, then `items` items — one attachment in twenty (no file: the import reads it and
// uploads nothing), the others posts (published, with some drafts and posts pending review) of about 2.5 kB
// of classic-editor text each, with a tag or two and up to two approved comments. Deterministic: the same
// count writes the same file.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rng } from '../scale/text.mjs';

const WORDS = (
  'harbour ferry tide quay storm council market crane dock pilot lighthouse island weather budget school ' +
  'road bridge festival river bay coast shipping cargo fishing night morning evening report plan vote'
).split(' ');

const cdata = (text) => `<![CDATA[${text}]]>`;

function head(authors, categories) {
  const authorXml = authors
    .map(
      (a) =>
        `\t<wp:author><wp:author_id>${a.id}</wp:author_id><wp:author_login>${cdata(a.login)}</wp:author_login><wp:author_email>${cdata(a.email)}</wp:author_email><wp:author_display_name>${cdata(a.name)}</wp:author_display_name><wp:author_first_name>${cdata(a.name.split(' ')[0])}</wp:author_first_name><wp:author_last_name>${cdata(a.name.split(' ')[1])}</wp:author_last_name></wp:author>`,
    )
    .join('\n');
  const categoryXml = categories
    .map((c) => `\t<wp:category><wp:term_id>${c.id}</wp:term_id><wp:category_nicename>${cdata(c.slug)}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(c.name)}</wp:cat_name></wp:category>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
\t<title>Bench Gazette</title>
\t<link>https://bench-gazette.example</link>
\t<description>Generated for the import benchmark</description>
\t<language>en-GB</language>
\t<wp:wxr_version>1.2</wp:wxr_version>
\t<wp:base_site_url>https://bench-gazette.example</wp:base_site_url>
\t<wp:base_blog_url>https://bench-gazette.example</wp:base_blog_url>
${authorXml}
${categoryXml}
`;
}

function paragraph(next) {
  const words = Array.from({ length: 60 + Math.floor(next() * 40) }, () => WORDS[Math.floor(next() * WORDS.length)]);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(' ')}.`;
}

const date = (n) => {
  const d = new Date(Date.UTC(2015, 0, 1) + n * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};

function item(n, next, authors, categories) {
  const id = 1000 + n;
  if (n % 20 === 19) {
    return `<item><title>${cdata(`Photo ${n}`)}</title><wp:post_id>${id}</wp:post_id><wp:post_date>${cdata(date(n))}</wp:post_date><wp:post_date_gmt>${cdata(date(n))}</wp:post_date_gmt><wp:status>${cdata('inherit')}</wp:status><wp:post_type>${cdata('attachment')}</wp:post_type><wp:attachment_url>${cdata(`https://bench-gazette.example/wp-content/uploads/2020/01/photo-${n}.jpg`)}</wp:attachment_url><wp:postmeta><wp:meta_key>${cdata('_wp_attached_file')}</wp:meta_key><wp:meta_value>${cdata(`2020/01/photo-${n}.jpg`)}</wp:meta_value></wp:postmeta></item>\n`;
  }
  const author = authors[n % authors.length];
  const category = categories[n % categories.length];
  const status = n % 25 === 3 ? 'draft' : n % 25 === 7 ? 'pending' : 'publish';
  const title = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} report ${n}`;
  const content = Array.from({ length: 4 }, () => paragraph(next)).join('\n\n');
  const comments = Array.from(
    { length: n % 3 },
    (_, c) =>
      `<wp:comment><wp:comment_id>${id * 10 + c}</wp:comment_id><wp:comment_author>${cdata(`Reader ${c}`)}</wp:comment_author><wp:comment_author_email>${cdata(`reader${c}@example.com`)}</wp:comment_author_email><wp:comment_date_gmt>${cdata(date(n + 1))}</wp:comment_date_gmt><wp:comment_content>${cdata(paragraph(next))}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved><wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_user_id>0</wp:comment_user_id></wp:comment>`,
  ).join('');
  return `<item><title>${cdata(title)}</title><link>https://bench-gazette.example/?p=${id}</link><dc:creator>${cdata(author.login)}</dc:creator><content:encoded>${cdata(content)}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded><wp:post_id>${id}</wp:post_id><wp:post_date>${cdata(date(n))}</wp:post_date><wp:post_date_gmt>${cdata(status === 'publish' ? date(n) : '0000-00-00 00:00:00')}</wp:post_date_gmt><wp:post_modified_gmt>${cdata(date(n + 2))}</wp:post_modified_gmt><wp:post_name>${cdata(`report-${n}`)}</wp:post_name><wp:status>${cdata(status)}</wp:status><wp:post_type>${cdata('post')}</wp:post_type><wp:post_password>${cdata('')}</wp:post_password><wp:is_sticky>0</wp:is_sticky><category domain="category" nicename="${category.slug}">${cdata(category.name)}</category><category domain="post_tag" nicename="tag-${n % 50}">${cdata(`Tag ${n % 50}`)}</category>${comments}</item>\n`;
}

/** Writes the export to `file`; resolves with the counts of what it holds. */
export async function generateExport(file, items) {
  // Deterministic (mulberry32), so runs are comparable.
  const next = rng(20_240_501);
  const authors = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, login: `writer${i + 1}`, email: `writer${i + 1}@bench-gazette.example`, name: `Writer Number${i + 1}` }));
  const categories = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, slug: `bench-section-${i + 1}`, name: `Bench section ${i + 1}` }));
  const out = createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head(authors, categories));
  let posts = 0;
  for (let n = 0; n < items; n += 1) {
    if (n % 20 !== 19) posts += 1;
    await write(item(n, next, authors, categories));
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return { items, posts, attachments: items - posts };
}
