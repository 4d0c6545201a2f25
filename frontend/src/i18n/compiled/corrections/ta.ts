// Compiled from catalogs/corrections/ta.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["திருத்தம், ",["date"],":"],
  "corrections.title": ["திருத்தங்கள்"],
  "corrections.intro": ["நாங்கள் தவறு செய்தால், கட்டுரையைத் திருத்தி அதன் தலைப்புக்குக் கீழே அதைக் கூறுகிறோம். இவை சமீபத்திய திருத்தங்கள், புதியவை முதலில்."],
  "corrections.empty": ["இதுவரை எந்தத் திருத்தமும் வெளியிடப்படவில்லை."],
  "corrections.loading": ["திருத்தங்கள் ஏற்றப்படுகின்றன…"],
  "corrections.error": ["திருத்தங்களை ஏற்ற முடியவில்லை."],
  "corrections.feed": ["திருத்தங்களின் ஊட்டம் (RSS)"],
  "corrections.onArticle": ["திருத்தப்பட்ட கட்டுரை:"],
};
