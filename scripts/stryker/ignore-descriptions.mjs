// A StrykerJS ignorer (stryker.config.mjs): the `description:` of a machine's states and transitions
// documents them (the spec section, the reason) for readers and the inspector; no behaviour reads it,
// so its mutants ("" instead of the text) could never be killed and would only cost a run each.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-descriptions', {
    shouldIgnore(path) {
      const node = path.node;
      if (node.type === 'ObjectProperty' && !node.computed && node.key.type === 'Identifier' && node.key.name === 'description') {
        return "A machine's description is documentation; no behaviour reads it.";
      }
      return undefined;
    },
  }),
];
