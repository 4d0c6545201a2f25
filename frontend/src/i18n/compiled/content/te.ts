// Compiled from catalogs/content/te.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["బులెటిన్ వెబ్‌సైట్, సేవలను ఉపయోగించే నియమాలు."],
  "content.privacyIntro": ["బులెటిన్ మీ గురించి ఏమి సేకరిస్తుంది, ఎందుకు, మీకున్న ఎంపికలు ఏమిటి."],
  "content.cookiesIntro": ["బులెటిన్ కుకీలను, అలాంటి బ్రౌజర్ నిల్వను ఎలా ఉపయోగిస్తుంది."],
  "content.contactIntro": ["బులెటిన్ న్యూస్‌రూమ్‌ను, మా పాఠకుల సేవా బృందాన్ని ఎలా సంప్రదించాలి."],
  "content.updated": ["చివరిగా నవీకరించినది: 1 జనవరి 2025"],
  "content.terms.using": ["బులెటిన్ ఉపయోగం"],
  "content.terms.account": ["మీ ఖాతా"],
  "content.terms.comments": ["వ్యాఖ్యలు"],
  "content.terms.content": ["మా కంటెంట్"],
  "content.terms.questions": ["ప్రశ్నలు"],
  "content.privacy.collect": ["మేము ఏమి సేకరిస్తాం"],
  "content.privacy.location": ["మీ స్థానం"],
  "content.privacy.use": ["దాన్ని ఎలా ఉపయోగిస్తాం"],
  "content.privacy.rights": ["మీ హక్కులు"],
  "content.cookies.store": ["మేము ఏమి నిల్వ చేస్తాం"],
  "content.cookies.trackers": ["ప్రకటనల ట్రాకర్లు లేవు"],
  "content.cookies.choices": ["మీ ఎంపికలు"],
  "content.contact.story": ["మాకు వార్త పంపండి"],
  "content.contact.corrections": ["సవరణలు"],
  "content.contact.accounts": ["ఖాతాలు, వార్తాలేఖలు"],
};
