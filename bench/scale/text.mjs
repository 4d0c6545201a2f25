/**
 * Realistic-looking news text from a fixed seed: words drawn from a vocabulary with a Zipf-like skew
 * (a few words in most articles, a long tail in few), tags from a common and a rare list.
 */
const COMMON = `government minister said people city year week report police court council health school
  market prices energy water election vote party leader president officials country region company workers
  plan budget tax money bank growth jobs homes housing transport rail road airport weather storm flood
  climate river coast farmers food hospital doctors patients study research university scientists space
  team match season league coach players fans stadium final record win goal club music film festival
  artist museum book theatre night morning family children parents students teachers local national
  international border talks deal agreement treaty trade exports imports industry factory power grid
  wind solar fuel gas oil price inflation rate interest loans savings pensions benefits service network
  internet phone data privacy security defence army peace crisis aid relief support community village
  street centre park bridge tower island mountain valley lake forest wildlife species ocean fishing
  harbour port ship flight train bus station driver police officers investigation trial judge jury
  evidence statement spokesperson interview press conference announcement decision change law rules`.split(/\s+/).filter(Boolean);
const FILLER = 'the a of to in and on for with at by from as that is was were has have will would could after before over under about into than more most new first last two three'.split(' ');
const TAILS = ['ward', 'ton', 'ridge', 'ley', 'field', 'mouth', 'stead', 'wick', 'by', 'ham'];
const STEMS = ['ash', 'brook', 'cald', 'dun', 'elm', 'fen', 'glen', 'holm', 'ives', 'kirk', 'lang', 'marsh', 'nor', 'oak', 'pen', 'quarr', 'ros', 'sel', 'thorn', 'ul', 'ver', 'wes', 'yar'];
/** Place names: a long tail of words each in a handful of articles. */
const PLACES = STEMS.flatMap((s) => TAILS.map((t) => s + t));
export const COMMON_TAGS = ['politics', 'economy', 'climate', 'health', 'sport', 'technology', 'culture', 'science', 'education', 'transport'];
export const RARE_TAGS = ['zeppelin', 'marmalade', 'origami', 'saxophone', 'glacier-survey', 'lighthouse', 'beekeeping'];
/** A word the benchmark searches for: in most articles. */
export const COMMON_WORD = 'government';
/** A word the benchmark searches for: in about one article in two thousand (as a rare tag and in its text). */
export const RARE_WORD = 'quokka';

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeText(random) {
  const zipf = (list) => list[Math.floor(list.length * random() ** 2.2)];
  const pick = (list) => list[Math.floor(list.length * random())];
  const cap = (s) => s[0].toUpperCase() + s.slice(1);
  const sentence = (extra) => {
    const n = 8 + Math.floor(random() * 14);
    const words = [];
    for (let i = 0; i < n; i++) {
      const r = random();
      words.push(r < 0.45 ? pick(FILLER) : r < 0.97 ? zipf(COMMON) : cap(pick(PLACES)));
    }
    if (extra) words.splice(Math.floor(random() * words.length), 0, extra);
    return cap(words.join(' ')) + '.';
  };
  return {
    /** { title, excerpt, paragraphs[], tags[] }: about 200–400 words of body. */
    article() {
      const rare = random() < 0.0005;
      const tags = new Set();
      const nTags = 2 + Math.floor(random() * 3);
      while (tags.size < nTags) tags.add(random() < 0.03 ? pick(RARE_TAGS) : zipf(COMMON_TAGS));
      if (rare) tags.add(RARE_WORD);
      const title = sentence().slice(0, -1).split(' ').slice(0, 7 + Math.floor(random() * 5)).join(' ');
      const paragraphs = [];
      const nPar = 5 + Math.floor(random() * 4);
      let words = 0;
      for (let p = 0; p < nPar && words < 400; p++) {
        const sentences = [];
        const nSent = 3 + Math.floor(random() * 3);
        for (let s = 0; s < nSent; s++) sentences.push(sentence(rare && p === 1 && s === 0 ? RARE_WORD : undefined));
        const text = sentences.join(' ');
        words += text.split(' ').length;
        paragraphs.push(text);
      }
      if (random() < 0.7 && !paragraphs.some((t) => t.toLowerCase().includes(COMMON_WORD))) {
        paragraphs[0] = `The ${COMMON_WORD} said on Monday that ${paragraphs[0][0].toLowerCase()}${paragraphs[0].slice(1)}`;
      }
      return { title, excerpt: sentence() + ' ' + sentence(), paragraphs, tags: [...tags] };
    },
    comment() {
      return sentence() + (random() < 0.5 ? ' ' + sentence() : '');
    },
  };
}
