// Mocha's spec reporter, plus {passed, failed} written to $COUNT_FILE at the end, so that
// `npm test` can print one summary line across every kind of test.
'use strict';
const fs = require('node:fs');
const Mocha = require('mocha');

class CountReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      if (!process.env.COUNT_FILE) return;
      const { passes, failures } = runner.stats;
      fs.writeFileSync(process.env.COUNT_FILE, JSON.stringify({ passed: passes, failed: failures }));
    });
  }
}

module.exports = CountReporter;
