// Compiled from catalogs/newsletter/te.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["వార్తాలేఖ ప్రాధాన్యతలు"],
  "newsletterPrefs.intro": ["బులెటిన్ ",["email"]," కు ఏమి పంపాలో ఎంచుకోండి."],
  "newsletterPrefs.loading": ["మీ ప్రాధాన్యతలు లోడ్ అవుతున్నాయి…"],
  "newsletterPrefs.error": ["మీ ప్రాధాన్యతలను లోడ్ చేయలేకపోయాము."],
  "newsletterPrefs.invalid": ["ఈ లింక్ పనిచేయడం లేదు"],
  "This preferences link is invalid.": ["ఈ ప్రాధాన్యతల లింక్ చెల్లదు."],
  "newsletterPrefs.form": ["వార్తాలేఖ ప్రాధాన్యతలు"],
  "newsletterPrefs.digest": ["రోజువారీ సారాంశం: రోజులోని ముఖ్య వార్తలు, ప్రతి ఉదయం"],
  "newsletterPrefs.alerts": ["బ్రేకింగ్ న్యూస్ హెచ్చరికలు, జరిగిన వెంటనే"],
  "newsletterPrefs.language": ["వార్తాలేఖ భాష"],
  "newsletterPrefs.nothing": ["రెండింటిలో ఏదీ ఎంచుకోకపోతే మేము మీకు ఏమీ పంపము, కానీ మీ సభ్యత్వం కొనసాగుతుంది."],
  "newsletterPrefs.save": ["సేవ్ చేయండి"],
  "newsletterPrefs.saving": ["సేవ్ చేస్తోంది…"],
  "newsletterPrefs.saved": ["మీ ప్రాధాన్యతలు సేవ్ అయ్యాయి."],
  "newsletterPrefs.saveFailed": ["మీ ప్రాధాన్యతలను సేవ్ చేయలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి."],
  "newsletterPrefs.unsubscribed": ["ఈ చిరునామా సభ్యత్వం రద్దయింది: మేము దీనికి ఏమీ పంపము."],
  "newsletterPrefs.pending": ["ఈ సభ్యత్వం ఇంకా నిర్ధారించబడలేదు: మేము దీనికి ఏమీ పంపము."],
  "newsletterPrefs.subscribeAgain": ["మళ్లీ సభ్యత్వం తీసుకోండి"],
  "newsletterPrefs.subscribedAgain": ["మీరు మళ్లీ సభ్యులయ్యారు."],
  "newsletterPrefs.unsubscribe": ["వార్తాలేఖ మరియు హెచ్చరికల సభ్యత్వాన్ని రద్దు చేయండి"],
  "This confirmation link is invalid or has already been used.": ["ఈ నిర్ధారణ లింక్ చెల్లదు లేదా ఇప్పటికే ఉపయోగించబడింది."],
  "This unsubscribe link is invalid.": ["ఈ చందా రద్దు లింక్ చెల్లదు."],
};
