// Compiled from catalogs/content/gu.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["બુલેટિનની વેબસાઇટ અને સેવાઓના ઉપયોગના નિયમો."],
  "content.privacyIntro": ["બુલેટિન તમારા વિશે શું એકત્ર કરે છે, શા માટે, અને તમારી પાસે કયા વિકલ્પો છે."],
  "content.cookiesIntro": ["બુલેટિન કૂકીઝ અને બ્રાઉઝરના આવા જ સંગ્રહનો ઉપયોગ કેવી રીતે કરે છે."],
  "content.contactIntro": ["બુલેટિન ન્યૂઝરૂમ અને અમારી વાચક સેવા ટીમનો સંપર્ક કેવી રીતે કરવો."],
  "content.updated": ["છેલ્લે અપડેટ: 1 જાન્યુઆરી 2025"],
  "content.terms.using": ["બુલેટિનનો ઉપયોગ"],
  "content.terms.account": ["તમારું ખાતું"],
  "content.terms.comments": ["પ્રતિભાવો"],
  "content.terms.content": ["અમારી સામગ્રી"],
  "content.terms.questions": ["પ્રશ્નો"],
  "content.privacy.collect": ["અમે શું એકત્ર કરીએ છીએ"],
  "content.privacy.location": ["તમારું સ્થાન"],
  "content.privacy.use": ["અમે તેનો ઉપયોગ કેવી રીતે કરીએ છીએ"],
  "content.privacy.rights": ["તમારા અધિકારો"],
  "content.cookies.store": ["અમે શું સંગ્રહીએ છીએ"],
  "content.cookies.trackers": ["કોઈ જાહેરાત ટ્રેકર નહીં"],
  "content.cookies.choices": ["તમારા વિકલ્પો"],
  "content.contact.story": ["અમને સમાચાર મોકલો"],
  "content.contact.corrections": ["સુધારા"],
  "content.contact.accounts": ["ખાતાં અને ન્યૂઝલેટર"],
};
