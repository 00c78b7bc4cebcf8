// GET /metrics read as Prometheus reads it: each sample by its name and labels, and each metric's
// declared type. `value(name, labels)` is the sample with exactly those labels (0 when absent, as a
// counter that has not moved yet); `sum(name, labels)` adds every sample whose labels include those.

export interface Scrape {
  text: string;
  /** Metric name (as `# TYPE` declares it) → its type. */
  types: Map<string, string>;
  value(name: string, labels?: Record<string, string>): number;
  sum(name: string, labels?: Record<string, string>): number;
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseLabels(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const m of (text ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[m[1]] = m[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return labels;
}

export function parseMetrics(text: string): Scrape {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (m) samples.push({ name: m[1], labels: parseLabels(m[2]), value: Number(m[3]) });
  }
  const matching = (name: string, labels: Record<string, string>, exact: boolean) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v) && (!exact || Object.keys(s.labels).length === Object.keys(labels).length));
  return {
    text,
    types,
    value: (name, labels = {}) => matching(name, labels, true)[0]?.value ?? 0,
    sum: (name, labels = {}) => matching(name, labels, false).reduce((n, s) => n + s.value, 0),
  };
}

/** GET /metrics at `base` (http://host:port), parsed. */
export async function scrapeMetrics(base: string): Promise<Scrape> {
  const res = await fetch(`${base}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics: ${res.status} ${await res.text()}`);
  return parseMetrics(await res.text());
}
