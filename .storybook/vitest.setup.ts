// After a file's stories, nothing of them stays drawn: the browser runs until every other project of
// the run has finished, and a story left on its page with an animation (a Spin, a skeleton) kept
// Chromium drawing frames for the rest of the run (41 % of a core measured after two story files;
// 20 % with their pages emptied) while the server suites needed CI's two cores.
import { afterAll } from 'vitest';

afterAll(() => {
  document.body.replaceChildren();
});
