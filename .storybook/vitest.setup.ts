// After a file's stories, nothing of them stays drawn: the browser runs until every other project of
// the run has finished, and a story left on its page with an animation (a Spin, a skeleton) kept
// Chromium drawing frames for the rest of the run — a third of a core for half an hour of the
// server suites on CI's two cores.
import { afterAll } from 'vitest';

afterAll(() => {
  document.body.replaceChildren();
});
