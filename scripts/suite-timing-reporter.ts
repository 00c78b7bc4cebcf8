// A vitest reporter that keeps where the suite's time went: each test file's project, its wall time
// (from its start to its end, imports and hooks included) and when it ran, in .tmp/suite-times.json.
// scripts/test.sh adds it to every run; `node --import tsx scripts/suite-times.ts` prints the figures.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  /** Milliseconds from the file's start to its end (import, setup, tests and hooks). */
  wall: number;
  /** Of that, its tests and hooks. */
  tests: number;
  /** Milliseconds since the run began when the file ended. */
  endedAt: number;
  passed: boolean;
}

export default class SuiteTimingReporter implements Reporter {
  private readonly started = Date.now();
  private readonly files: FileTime[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const wall = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      wall: Math.round(wall),
      tests: Math.round(d.duration),
      endedAt: Date.now() - this.started,
      passed: module.ok(),
    });
  }

  onTestRunEnd(): void {
    fs.mkdirSync('.tmp', { recursive: true });
    fs.writeFileSync('.tmp/suite-times.json', JSON.stringify({ wall: Date.now() - this.started, files: this.files }, null, 1));
  }
}
