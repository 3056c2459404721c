/**
 * The evaluation corpus (test/eval/analyst): questions over six datasets written the way people
 * write data, expected figures computed in plain JavaScript over the generated rows. Every
 * question is answered right or refused: wrong must be 0. Blind probes 2 to 7's files and
 * questions are part of it.
 */
import assert from 'node:assert/strict';
import { probe2Datasets, probe2Questions } from '../../eval/analyst/probe2';
import { probe3Datasets, probe3Questions } from '../../eval/analyst/probe3';
import { probe4Datasets, probe4Questions } from '../../eval/analyst/probe4';
import { probe5Datasets, probe5Questions } from '../../eval/analyst/probe5';
import { probe6Datasets, probe6Questions } from '../../eval/analyst/probe6';
import { probe7Datasets, probe7Questions } from '../../eval/analyst/probe7';
import { runEval, type EvalResult } from '../../eval/analyst/run';

describe('analyst evaluation corpus', function () {
  this.timeout(1_200_000); // six probes and the corpus: minutes on a loaded two-core machine
  let result: EvalResult;
  before(async () => {
    // Blind probes 2 to 7 (PROBE2.md … PROBE7.md) joined the corpus once they reached wrong = 0: they must stay there.
    result = await runEval({
      probes: [
        { datasets: probe2Datasets, questions: probe2Questions },
        { datasets: probe3Datasets, questions: probe3Questions },
        { datasets: probe4Datasets, questions: probe4Questions },
        { datasets: probe5Datasets, questions: probe5Questions },
        { datasets: probe6Datasets, questions: probe6Questions },
        { datasets: probe7Datasets, questions: probe7Questions },
      ],
    });
  });
  after(() => result?.cleanup());

  it('has at least 300 answerable phrasings and 100 that must be refused, over at least 6 datasets', () => {
    const mustRefuse = result.outcomes.filter((outcome) => outcome.question.expect.kind === 'refuse').length;
    assert.ok(result.outcomes.length - mustRefuse >= 300, `${result.outcomes.length - mustRefuse} answerable`);
    assert.ok(mustRefuse >= 100, `${mustRefuse} to refuse`);
    assert.ok(new Set(result.outcomes.map((outcome) => outcome.question.data)).size >= 6);
  });

  it('answers no question wrongly', () => {
    console.log(`      correct ${result.correct}, refused ${result.refused}, wrong ${result.wrong}`);
    const wrong = result.outcomes.filter((outcome) => outcome.verdict === 'wrong').map((outcome) => `[${outcome.question.data}] ${outcome.question.q}: ${outcome.detail}`);
    assert.deepEqual(wrong, []);
  });

  it('opens every answer with what it computed, and every refusal with “I can’t answer”', () => {
    for (const outcome of result.outcomes) assert.match(outcome.run.answer, /^(Computed |I can’t answer “)/, outcome.question.q);
  });
});
