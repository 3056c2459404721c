/**
 * `npm run eval:analyst`: asks the evaluation's questions and prints correct / refused / wrong,
 * then every wrong answer, and with --refused every question refused that had an answer.
 */
import { PROBE2_DATASETS, probe2Datasets, probe2Questions } from './probe2';
import { PROBE3_DATASETS, probe3Datasets, probe3Questions } from './probe3';
import { PROBE4_DATASETS, probe4Datasets, probe4Questions } from './probe4';
import { PROBE5_DATASETS, probe5Datasets, probe5Questions } from './probe5';
import { PROBE6_DATASETS, probe6Datasets, probe6Questions } from './probe6';
import { PROBE7_DATASETS, probe7Datasets, probe7Questions } from './probe7';
import { PROBE8_DATASETS, probe8Datasets, probe8Questions } from './probe8';
import { PROBE9_DATASETS, probe9Datasets, probe9Questions } from './probe9';
import { PROBE10_DATASETS, probe10Datasets, probe10Questions } from './probe10';
import { PROBE11_DATASETS, probe11Datasets, probe11Questions } from './probe11';
import { PROBE12_DATASETS, probe12Datasets, probe12Questions } from './probe12';
import { PROBE13_DATASETS, probe13Datasets, probe13Questions } from './probe13';
import { PROBE14_DATASETS, probe14Datasets, probe14Questions } from './probe14';
import { PROBE15_DATASETS, probe15Datasets, probe15Questions } from './probe15';
import { PROBE16_DATASETS, probe16Datasets, probe16Questions } from './probe16';
import { PROBE17_DATASETS, probe17Datasets, probe17Questions } from './probe17';
import { PROBE18_DATASETS, probe18Datasets, probe18Questions } from './probe18';
import { PROBE19_DATASETS, probe19Datasets, probe19Questions } from './probe19';
import { PROBE20_DATASETS, probe20Datasets, probe20Questions } from './probe20';
import { PROBE21_DATASETS, probe21Datasets, probe21Questions } from './probe21';
import { PROBE22_DATASETS, probe22Datasets, probe22Questions } from './probe22';
import { PROBE23_DATASETS, probe23Datasets, probe23Questions } from './probe23';
import { PROBE24_DATASETS, probe24Datasets, probe24Questions } from './probe24';
import { runEval } from './run';

async function main(): Promise<void> {
  const showRefused = process.argv.includes('--refused');
  // --probe: only the blind probe's phrasings (probe.ts), each with its verdict.
  // --probe2: only probe 2's phrasings (probe2.ts), on its own files; never part of the corpus.
  const probe2 = process.argv.includes('--probe2');
  // --probe3: only probe 3's phrasings (probe3.ts), sealed from whoever tunes the analyst; never part of the corpus.
  const probe3 = process.argv.includes('--probe3');
  // --probe4: only probe 4's phrasings (probe4.ts), sealed from whoever tunes the analyst on probes 2 and 3; never part of the corpus.
  const probe4 = process.argv.includes('--probe4');
  // --probe5: only probe 5's phrasings (probe5.ts), sealed from whoever tunes the analyst on probes 2 to 4; never part of the corpus.
  const probe5 = process.argv.includes('--probe5');
  // --probe6: only probe 6's phrasings (probe6.ts), sealed from whoever tunes the analyst on probes 2 to 5; never part of the corpus.
  const probe6 = process.argv.includes('--probe6');
  // --probe7: only probe 7's phrasings (probe7.ts), sealed from whoever tunes the analyst on probes 2 to 6; never part of the corpus.
  const probe7 = process.argv.includes('--probe7');
  // --probe8: only probe 8's phrasings (probe8.ts), sealed from whoever tunes the analyst on probes 2 to 7; never part of the corpus.
  const probe8 = process.argv.includes('--probe8');
  // --probe9: only probe 9's phrasings (probe9.ts), sealed from whoever tunes the analyst on probes 2 to 8; never part of the corpus.
  const probe9 = process.argv.includes('--probe9');
  // --probe10: only probe 10's phrasings (probe10.ts), sealed from whoever tunes the analyst on probes 2 to 9; never part of the corpus.
  const probe10 = process.argv.includes('--probe10');
  // --probe11: only probe 11's phrasings (probe11.ts), sealed from whoever tunes the analyst on probes 2 to 10; never part of the corpus.
  const probe11 = process.argv.includes('--probe11');
  // --probe12: only probe 12's phrasings (probe12.ts), sealed from whoever tunes the analyst on probes 2 to 11; never part of the corpus.
  const probe12 = process.argv.includes('--probe12');
  // --probe13: only probe 13's phrasings (probe13.ts), sealed from whoever tunes the analyst on probes 2 to 12; never part of the corpus.
  const probe13 = process.argv.includes('--probe13');
  // --probe14: only probe 14's phrasings (probe14.ts), sealed from whoever tunes the analyst on probes 2 to 13; never part of the corpus.
  const probe14 = process.argv.includes('--probe14');
  // --probe15: only probe 15's phrasings (probe15.ts), sealed from whoever tunes the analyst on probes 2 to 14; never part of the corpus.
  const probe15 = process.argv.includes('--probe15');
  // --probe16: only probe 16's phrasings (probe16.ts), sealed from whoever tunes the analyst on probes 2 to 15; never part of the corpus.
  const probe16 = process.argv.includes('--probe16');
  // --probe17: only probe 17's phrasings (probe17.ts), sealed from whoever tunes the analyst on probes 2 to 16; never part of the corpus.
  const probe17 = process.argv.includes('--probe17');
  // --probe18: only probe 18's phrasings (probe18.ts), sealed from whoever tunes the analyst on probes 2 to 17; never part of the corpus.
  const probe18 = process.argv.includes('--probe18');
  // --probe19: only probe 19's phrasings (probe19.ts), sealed from whoever tunes the analyst on probes 2 to 18; never part of the corpus.
  const probe19 = process.argv.includes('--probe19');
  // --probe20: only probe 20's phrasings (probe20.ts), sealed from whoever tunes the analyst on probes 2 to 19; never part of the corpus.
  const probe20 = process.argv.includes('--probe20');
  // --probe21: only probe 21's phrasings (probe21.ts), sealed from whoever tunes the analyst on probes 2 to 20; never part of the corpus.
  const probe21 = process.argv.includes('--probe21');
  // --probe22: only probe 22's phrasings (probe22.ts), sealed from whoever tunes the analyst on probes 2 to 21; never part of the corpus.
  const probe22 = process.argv.includes('--probe22');
  // --probe23: only probe 23's phrasings (probe23.ts), sealed from whoever tunes the analyst on probes 2 to 22; never part of the corpus.
  const probe23 = process.argv.includes('--probe23');
  // --probe24: only probe 24's phrasings (probe24.ts), sealed from whoever tunes the analyst on probes 2 to 23; never part of the corpus.
  const probe24 = process.argv.includes('--probe24');
  const probeOnly = process.argv.includes('--probe') || probe2 || probe3 || probe4 || probe5 || probe6 || probe7 || probe8 || probe9 || probe10 || probe11 || probe12 || probe13 || probe14 || probe15 || probe16 || probe17 || probe18 || probe19 || probe20 || probe21 || probe22 || probe23 || probe24;
  const started = Date.now();
  const result = await runEval(
    probe2 ? { probes: [{ datasets: probe2Datasets, questions: probe2Questions }], only: (question) => PROBE2_DATASETS.has(question.data) }
    : probe3 ? { probes: [{ datasets: probe3Datasets, questions: probe3Questions }], only: (question) => PROBE3_DATASETS.has(question.data) }
    : probe4 ? { probes: [{ datasets: probe4Datasets, questions: probe4Questions }], only: (question) => PROBE4_DATASETS.has(question.data) }
    : probe5 ? { probes: [{ datasets: probe5Datasets, questions: probe5Questions }], only: (question) => PROBE5_DATASETS.has(question.data) }
    : probe6 ? { probes: [{ datasets: probe6Datasets, questions: probe6Questions }], only: (question) => PROBE6_DATASETS.has(question.data) }
    : probe7 ? { probes: [{ datasets: probe7Datasets, questions: probe7Questions }], only: (question) => PROBE7_DATASETS.has(question.data) }
    : probe8 ? { probes: [{ datasets: probe8Datasets, questions: probe8Questions }], only: (question) => PROBE8_DATASETS.has(question.data) }
    : probe9 ? { probes: [{ datasets: probe9Datasets, questions: probe9Questions }], only: (question) => PROBE9_DATASETS.has(question.data) }
    : probe10 ? { probes: [{ datasets: probe10Datasets, questions: probe10Questions }], only: (question) => PROBE10_DATASETS.has(question.data) }
    : probe11 ? { probes: [{ datasets: probe11Datasets, questions: probe11Questions }], only: (question) => PROBE11_DATASETS.has(question.data) }
    : probe12 ? { probes: [{ datasets: probe12Datasets, questions: probe12Questions }], only: (question) => PROBE12_DATASETS.has(question.data) }
    : probe13 ? { probes: [{ datasets: probe13Datasets, questions: probe13Questions }], only: (question) => PROBE13_DATASETS.has(question.data) }
    : probe14 ? { probes: [{ datasets: probe14Datasets, questions: probe14Questions }], only: (question) => PROBE14_DATASETS.has(question.data) }
    : probe15 ? { probes: [{ datasets: probe15Datasets, questions: probe15Questions }], only: (question) => PROBE15_DATASETS.has(question.data) }
    : probe16 ? { probes: [{ datasets: probe16Datasets, questions: probe16Questions }], only: (question) => PROBE16_DATASETS.has(question.data) }
    : probe17 ? { probes: [{ datasets: probe17Datasets, questions: probe17Questions }], only: (question) => PROBE17_DATASETS.has(question.data) }
    : probe18 ? { probes: [{ datasets: probe18Datasets, questions: probe18Questions }], only: (question) => PROBE18_DATASETS.has(question.data) }
    : probe19 ? { probes: [{ datasets: probe19Datasets, questions: probe19Questions }], only: (question) => PROBE19_DATASETS.has(question.data) }
    : probe20 ? { probes: [{ datasets: probe20Datasets, questions: probe20Questions }], only: (question) => PROBE20_DATASETS.has(question.data) }
    : probe21 ? { probes: [{ datasets: probe21Datasets, questions: probe21Questions }], only: (question) => PROBE21_DATASETS.has(question.data) }
    : probe22 ? { probes: [{ datasets: probe22Datasets, questions: probe22Questions }], only: (question) => PROBE22_DATASETS.has(question.data) }
    : probe23 ? { probes: [{ datasets: probe23Datasets, questions: probe23Questions }], only: (question) => PROBE23_DATASETS.has(question.data) }
    : probe24 ? { probes: [{ datasets: probe24Datasets, questions: probe24Questions }], only: (question) => PROBE24_DATASETS.has(question.data) }
    : probeOnly ? { only: (question) => question.probe === true } : {},
  );
  try {
    const total = result.outcomes.length;
    const mustRefuse = result.outcomes.filter((outcome) => outcome.question.expect.kind === 'refuse');
    const answerable = total - mustRefuse.length;
    const answeredRight = result.outcomes.filter((outcome) => outcome.verdict === 'correct' && outcome.question.expect.kind !== 'refuse').length;
    console.log(`analyst eval: ${total} questions over ${result.files.size} datasets (${answerable} with an answer, ${mustRefuse.length} that must be refused), ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`  correct: ${result.correct} (${answeredRight}/${answerable} answered right, ${result.correct - answeredRight}/${mustRefuse.length} refused as they must be)`);
    console.log(`  refused: ${result.refused} (answerable, but the analyst said it cannot answer)`);
    console.log(`  wrong:   ${result.wrong}`);
    for (const outcome of result.outcomes) {
      if (probeOnly) console.log(`  ${outcome.verdict.padEnd(7)} ${outcome.question.expect.kind === 'refuse' ? '(must refuse) ' : ''}${outcome.question.q}${outcome.verdict === 'correct' ? '' : ` → ${outcome.detail.slice(0, 300)}`}`);
      else if (outcome.verdict === 'wrong' || (showRefused && outcome.verdict === 'refused')) console.log(`  ${outcome.verdict}: [${outcome.question.data}] ${outcome.question.q} → ${outcome.detail}`);
    }
    process.exitCode = result.wrong ? 1 : 0;
  } finally {
    await result.cleanup();
  }
}

void main();
