// Fastify validates requests with Ajv; these turn Ajv's English errors into one Spanish
// sentence per field, so a form (or a script skipping it) learns what to fix.
import type { FieldMessages } from './form-messages.ts';

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const where: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

function fieldOf(issue: AjvIssue, context: string): string {
  const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') return [fromPath, String(issue.params.missingProperty)].filter(Boolean).join('.');
  if (issue.keyword === 'additionalProperties') return [fromPath, String(issue.params.additionalProperty)].filter(Boolean).join('.');
  return fromPath || context;
}

const typeNames: Record<string, string> = {
  integer: 'un número entero',
  number: 'un número',
  string: 'un texto',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
};

const formatNames: Record<string, string> = {
  date: 'una fecha con formato AAAA-MM-DD',
  'date-time': 'una fecha y hora',
  email: 'un correo electrónico válido',
  uri: 'una dirección web',
};

/** "1 elemento", "5 elementos": the count with its noun in singular or plural. */
export const count = (n: unknown, singular: string, plural: string) => `${String(n)} ${Number(n) === 1 ? singular : plural}`;

function sentence(issue: AjvIssue, field: string): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `El campo ${field} es requerido.`;
    case 'type':
      return `El campo ${field} debe ser ${typeNames[String(p.type)] ?? String(p.type)}.`;
    case 'format':
      return `El campo ${field} debe ser ${formatNames[String(p.format)] ?? `de formato ${String(p.format)}`}.`;
    case 'pattern':
      return `El campo ${field} no tiene un formato válido.`;
    case 'enum':
      return `El campo ${field} debe ser uno de: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `El campo ${field} debe ser ${String(p.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `El campo ${field} debe ser mayor o igual a ${String(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `El campo ${field} debe ser menor o igual a ${String(p.limit)}.`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `El campo ${field} es requerido.` : `El campo ${field} debe tener al menos ${count(p.limit, 'carácter', 'caracteres')}.`;
    case 'maxLength':
      return `El campo ${field} debe tener como máximo ${count(p.limit, 'carácter', 'caracteres')}.`;
    case 'minItems':
      return `El campo ${field} debe tener al menos ${count(p.limit, 'elemento', 'elementos')}.`;
    case 'maxItems':
      return `El campo ${field} admite como máximo ${count(p.limit, 'elemento', 'elementos')}.`;
    case 'additionalProperties':
      return `El campo ${field} no está permitido.`;
    default:
      return `El campo ${field} no es válido.`;
  }
}

const isMissing = (issue: AjvIssue) => issue.keyword === 'required' || (issue.keyword === 'minLength' && Number(issue.params.limit) <= 1);

/** The form's own words for a field (form-messages.ts) when the operation has them. */
function formSentence(issue: AjvIssue, field: string, messages?: FieldMessages): string | undefined {
  const own = messages?.[field];
  if (!own) return undefined;
  return isMissing(issue) ? own.required : own.invalid;
}

/** Fields named in one answer: a body with thousands of unknown keys gets a short list, not thousands. */
export const MAX_VALIDATION_ERRORS = 20;

/** One Spanish message naming the first field, and a message for each field (up to MAX_VALIDATION_ERRORS). */
export function describeValidation(
  issues: AjvIssue[],
  context: string,
  messages?: FieldMessages,
): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  // A field that breaks both its format and its pattern is named by the format ("una fecha…").
  const ordered = [...issues].sort((a, b) => Number(a.keyword === 'pattern') - Number(b.keyword === 'pattern'));
  for (const issue of ordered) {
    const field = fieldOf(issue, where[context] ?? context);
    if (!(field in errors) && Object.keys(errors).length >= MAX_VALIDATION_ERRORS) break;
    errors[field] ??= formSentence(issue, field, messages) ?? sentence(issue, field);
  }
  const first = Object.values(errors)[0] ?? 'La solicitud no es válida.';
  return { message: first, errors };
}
