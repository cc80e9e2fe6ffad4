/** The names of peoples and languages, and the letters that stand for languages. */

/** Peoples and languages keep their capital in a title: "Spanish teacher", "English tutor". */
export const NATIONALITY =
  /^(?:English|Spanish|French|German|Italian|Portuguese|Dutch|Chinese|Mandarin|Cantonese|Japanese|Korean|Arabic|Hindi|Russian|Polish|Greek|Turkish|Swedish|Norwegian|Danish|Finnish|Irish|Scottish|Welsh|British|American|Canadian|Mexican|Brazilian|Indian|African|European|Asian|Latin|Hebrew|Persian|Urdu|Bengali|Tamil|Marathi|Punjabi|Gujarati|Telugu|Kannada|Malayalam|Amharic|Hausa|Oaxacan|Sinhala|Nepali|Swahili|Yoruba|Igbo|Vietnamese|Thai|Nordic|Scandinavian|Nigerian|Kenyan|Ghanaian|Australian|Caribbean|Pakistani|Egyptian|Ethiopian|Colombian|Argentinian|Peruvian|Chilean|Icelandic|Austrian|Swiss|Belgian|Israeli|Lebanese|Moroccan|Senegalese|Ugandan|Rwandan|Zambian|Zimbabwean|Jamaican|Haitian|Cuban|Taiwanese|Malaysian|Singaporean|Sri Lankan|Nepali|Mongolian|Afghan|Iranian|Iraqi|Syrian|Saudi|Emirati|Filipino|Tagalog|Indonesian|Malay|Ukrainian|Czech|Hungarian|Romanian|Catalan|Basque|Jewish|Muslim|Christian|Catholic|Black|Indigenous|Native)$/;

/** Two-letter language codes typed after "translator": "EN/ES" is English and Spanish. */
export const LANGUAGE_CODE: Readonly<Record<string, string>> = {
  EN: 'English',
  ES: 'Spanish',
  FR: 'French',
  DE: 'German',
  IT: 'Italian',
  PT: 'Portuguese',
  NL: 'Dutch',
  AR: 'Arabic',
  ZH: 'Chinese',
  JA: 'Japanese',
  JP: 'Japanese',
  KO: 'Korean',
  RU: 'Russian',
  PL: 'Polish',
  TR: 'Turkish',
  SV: 'Swedish',
  HI: 'Hindi',
  UK: 'Ukrainian',
  CA: 'Catalan',
  EL: 'Greek',
};
