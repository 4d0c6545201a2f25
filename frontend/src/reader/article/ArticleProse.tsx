import { Box } from '@chakra-ui/react';

/**
 * The article's HTML body. The server sanitises article HTML on every write (cms/src/bulletin/html.ts:
 * safe tags only, link targets http/https/mailto/tel), so it is rendered as given, in a readable style.
 */
export function ArticleProse({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-content"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      css={{
        '& > * + *': { marginTop: '1em' },
        '& > :first-child': { marginTop: 0 },
        '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: 'short', marginTop: '1.5em' },
        '& h1': { fontSize: '2xl' },
        '& h2': { fontSize: 'xl' },
        '& h3, & h4': { fontSize: 'lg' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& ul, & ol': { paddingInlineStart: '1.5em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.25em' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.accent', paddingInlineStart: '1em', fontStyle: 'italic', color: 'fg.muted' },
        '& pre': { background: 'gray.100', padding: '1em', borderRadius: 'md', overflowX: 'auto', fontSize: 'sm' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', padding: '0.5em' },
      }}
      dangerouslySetInnerHTML={{ __html: lazyImages(html) }}
    />
  );
}

/** Pictures inside the text load as they come near the screen (the featured image above is the one asked for first). */
function lazyImages(html: string): string {
  return html.replace(/<img(?![^>]*\sloading=)/gi, '<img loading="lazy" decoding="async"');
}
