/**
 * How the NLP library was chosen (decision 009): accuracy at reading the shape of what people type
 * into the form (noun phrase, verb phrase, clause) on a labelled set, and time per field.
 *   npm install --no-save compromise@14.17.0   # the rival, not a dependency of the project
 *   node bench/nlp/measure.mjs
 */

import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

let nlp;
try {
  nlp = (await import('compromise')).default;
} catch {
  console.error('compromise is not installed: npm install --no-save compromise@14.17.0');
  process.exit(1);
}
// labelled typed inputs: shape = np (noun phrase / fragment), vp (starts with a verb, no subject), cl (clause with a subject)
const SET = [
  ['COO at Nordfrakt', 'np'],
  ['compare notes on cross-dock automation', 'vp'],
  ['we sat on the same panel at ProMat 2024', 'cl'],
  ['Former colleague at Brightwave; we shipped the data platform together', 'np'],
  ['my co-founder at my last company', 'np'],
  ['raise a $1.5M pre-seed', 'vp'],
  ['we are growing 25% a month', 'cl'],
  ['She runs the robotics lab at ETH Zurich', 'cl'],
  ['I want to apply for a visiting researcher role.', 'cl'],
  ['friend', 'np'],
  ['Sanjay was my manager at Stripe', 'cl'],
  ['Priya and I were at Bain together', 'cl'],
  ['Staff engineer at Parcelly, built their rate-limiting infrastructure', 'np'],
  ['15 min intro call about our scheduling tool', 'np'],
  ['coffee chat re: pricing', 'np'],
  ['explore a food rescue pilot', 'vp'],
  ['partner at Kestrel Ridge Ventures; led the seeds in Dosewise and Capsulary', 'np'],
  ['get on mikas radar for freelance cover work', 'vp'],
  ['can turn around a full vinyl package in 2 wks', 'vp'],
  ['I can share our pick-rate data from two warehouses', 'cl'],
  ['our shops ship ~180k parcels/mo, most still on retail rates', 'cl'],
  ['ex-colleague from Stripe', 'np'],
  ['we met at SaaStr', 'cl'],
  ['Head of Growth at Acme', 'np'],
  ['runs procurement for the whole group', 'vp'],
  ['leads the Fluvial Dynamics Group at the Brennick Institute', 'vp'],
  ['advice on moving from teaching into UX research', 'np'],
  ['learn how they scaled their sales team', 'vp'],
  ['hiring a senior designer', 'vp'],
  ['Gideon has been on our board since 2022', 'cl'],
  ['theo is my roommate', 'cl'],
  ['Ray was my foreman at Kestle my first 3 yrs', 'cl'],
  ['my former manager', 'np'],
  ['introduce our product to their procurement team', 'vp'],
  ['a warm intro to their CFO', 'np'],
  ['feedback on our seed deck', 'np'],
  ['discuss a potential partnership', 'vp'],
  ['potential partnership', 'np'],
  ['owns Petrakis & Sons Electric', 'vp'],
  ['help them cut onboarding time in half', 'vp'],
  ['we could save them 20 hours a week', 'cl'],
  ['Built the payments team at Monzo', 'vp'],
  ['ran ops for a 9-store pharmacy chain in ohio', 'vp'],
  ['Angel investor in fintech', 'np'],
];
const nlpW = winkNLP(model);
const its = nlpW.its;
function cShape(t) {
  const d = nlp(t);
  const first = d.terms().first();
  const s = d.sentences().first();
  const _json = s.json()[0];
  const hasSubj =
    (d.match('^#Pronoun').found && !d.match('^(my|our|their|his|her)').found) ||
    d.match('^#ProperNoun+ (and I)? #Verb').found ||
    (d.match('^#Noun+ (and I)? #Verb').found && !d.match('^#Noun+ (at|of|for|from|in|on)').found);
  if (hasSubj && d.has('#Verb')) return 'cl';
  if (first.has('#Verb') && !first.has('#Gerund')) return 'vp';
  if (first.has('#Gerund')) return 'vp';
  return 'np';
}
function wShape(t) {
  const d = nlpW.readDoc(t);
  const pos = d.tokens().out(its.pos);
  const first = pos[0];
  if (['VERB', 'AUX'].includes(first)) return 'vp';
  const vi = pos.findIndex((p) => p === 'VERB' || p === 'AUX');
  const ni = pos.findIndex((p) => ['PRON', 'PROPN', 'NOUN'].includes(p));
  if (
    vi > 0 &&
    ni >= 0 &&
    ni < vi &&
    (pos[0] === 'PRON' || pos[0] === 'PROPN' || pos[0] === 'NOUN') &&
    !pos.slice(0, vi).includes('ADP')
  )
    return 'cl';
  return 'np';
}
for (const [name, f] of [
  ['compromise', cShape],
  ['wink', wShape],
]) {
  let ok = 0;
  const bad = [];
  const t0 = performance.now();
  for (let i = 0; i < 20; i++)
    for (const [t, l] of SET) {
      const r = f(t);
      if (i === 0) {
        if (r === l) ok++;
        else bad.push(`${t} => ${r} (want ${l})`);
      }
    }
  const ms = (performance.now() - t0) / (20 * SET.length);
  console.log(name, `${ok}/${SET.length}`, `${ms.toFixed(3)}ms/field`);
  console.log(`  ${bad.join('\n  ')}`);
}
// POS dumps
for (const t of [
  'Sanjay was my manager at Stripe',
  'theo is my roommate',
  'Gideon has been on our board since 2022',
  'coffee chat re: pricing',
  'owns Petrakis & Sons Electric',
]) {
  console.log(
    t,
    '|',
    nlp(t)
      .terms()
      .json()
      .map((x) => `${x.text}/${x.terms[0].tags.slice(0, 2).join(',')}`)
      .join(' '),
    '|',
    nlpW.readDoc(t).tokens().out(its.pos).join(' '),
  );
}
