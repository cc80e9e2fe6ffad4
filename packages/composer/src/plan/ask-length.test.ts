/**
 * The ask with who the target is folded into it (build.ts): a "which" clause that would make it a
 * recital ("introduce me to Sophie, who is the partner in X's office, which has just set up …?") is
 * said as a sentence of its own after the ask, with what "which" points back to as its subject.
 */
import { describe, expect, it } from 'vitest';
import { askWithRelevance } from './write-for-test';

describe('a long ask with a "which" clause', () => {
  it('ends the ask at the organisation and says the rest of it as a sentence', () => {
    const said = askWithRelevance(
      'She is the head of partnerships at the Marlowe Arts Foundation, which funds touring theatre in rural Wales.',
    );
    expect(said).toContain('Tove Dahl, who is the head of partnerships at the Marlowe Arts Foundation?');
    expect(said).toContain('The Marlowe Arts Foundation funds touring theatre in rural Wales.');
  });

  it('says the lab or group the target runs, not the university, and the firm without its town', () => {
    expect(
      askWithRelevance(
        'She runs the Soil Ecology Lab at Lund University, which has been sampling Swedish farms for a decade.',
      ),
    ).toContain('The lab has been sampling Swedish farms for a decade.');
    expect(
      askWithRelevance(
        'She is the development director at Bergfjord Bolig in Oslo, which is planning a large senior housing development.',
      ),
    ).toContain('Bergfjord Bolig is planning a large senior housing development.');
    expect(
      askWithRelevance(
        'She is a senior lecturer at the University of Oslo, which runs a research station in Svalbard.',
      ),
    ).toContain('The University of Oslo runs a research station in Svalbard.');
  });

  it('names the whole organisation, and keeps a "which" that is a place in the ask', () => {
    expect(
      askWithRelevance(
        'She is a senior lecturer in the Department of Chemistry, which recently won a large grant for green solvents.',
      ),
    ).toContain('The Department of Chemistry recently won a large grant for green solvents.');
    expect(
      askWithRelevance(
        'She is a buyer for Waitrose in Bracknell, which is where the head office of the chain is based.',
      ),
    ).toContain('in Bracknell, which is where the head office of the chain is based?');
  });

  it('keeps a short clause in the ask', () => {
    expect(askWithRelevance('She is a buyer at Kettle & Pine, which stocks local makers.')).toContain(
      'Tove Dahl, who is a buyer at Kettle & Pine, which stocks local makers?',
    );
  });
});
