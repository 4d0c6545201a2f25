// Compiled from catalogs/newsletter/gu.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["ન્યૂઝલેટરની પસંદગીઓ"],
  "newsletterPrefs.intro": ["બુલેટિન ",["email"]," પર શું મોકલે તે પસંદ કરો."],
  "newsletterPrefs.loading": ["તમારી પસંદગીઓ લોડ થઈ રહી છે…"],
  "newsletterPrefs.error": ["તમારી પસંદગીઓ લોડ થઈ શકી નહીં."],
  "newsletterPrefs.invalid": ["આ લિંક કામ કરતી નથી"],
  "This preferences link is invalid.": ["પસંદગીઓની આ લિંક અમાન્ય છે."],
  "newsletterPrefs.form": ["ન્યૂઝલેટરની પસંદગીઓ"],
  "newsletterPrefs.digest": ["દૈનિક સારાંશ: દિવસના મુખ્ય સમાચાર, દરરોજ સવારે"],
  "newsletterPrefs.alerts": ["બ્રેકિંગ ન્યૂઝ ચેતવણીઓ, બનતાંની સાથે જ"],
  "newsletterPrefs.language": ["ન્યૂઝલેટરની ભાષા"],
  "newsletterPrefs.nothing": ["બંનેમાંથી કંઈ ન પસંદ કરો તો અમે તમને કંઈ નહીં મોકલીએ, પણ તમારું સબ્સ્ક્રિપ્શન ચાલુ રહેશે."],
  "newsletterPrefs.save": ["સાચવો"],
  "newsletterPrefs.saving": ["સાચવી રહ્યા છીએ…"],
  "newsletterPrefs.saved": ["તમારી પસંદગીઓ સચવાઈ ગઈ છે."],
  "newsletterPrefs.saveFailed": ["તમારી પસંદગીઓ સાચવી શકાઈ નહીં. કૃપા કરીને ફરી પ્રયાસ કરો."],
  "newsletterPrefs.unsubscribed": ["આ સરનામાનું સબ્સ્ક્રિપ્શન રદ થયું છે: અમે તેને કંઈ મોકલતા નથી."],
  "newsletterPrefs.pending": ["આ સબ્સ્ક્રિપ્શનની હજી પુષ્ટિ થઈ નથી: અમે તેને કંઈ મોકલતા નથી."],
  "newsletterPrefs.subscribeAgain": ["ફરી સબ્સ્ક્રાઇબ કરો"],
  "newsletterPrefs.subscribedAgain": ["તમે ફરી સબ્સ્ક્રાઇબ થયા છો."],
  "newsletterPrefs.unsubscribe": ["ન્યૂઝલેટર અને ચેતવણીઓમાંથી અનસબ્સ્ક્રાઇબ કરો"],
  "This confirmation link is invalid or has already been used.": ["આ પુષ્ટિ લિંક અમાન્ય છે અથવા પહેલેથી વપરાઈ ગઈ છે."],
  "This unsubscribe link is invalid.": ["આ સભ્યપદ રદ કરવાની લિંક અમાન્ય છે."],
};
