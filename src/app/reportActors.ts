// The network of the report machine (machines/report), provided here: each actor is the contract
// operation of the same name, the form's values sent as multipart (spec §7).
import { fromPromise } from 'xstate';
import { reportMachine } from '../../machines/report/report.machine';
import { toFormData } from '../pages/forms/formRules';
import { sendForm } from '../pages/forms/sendForm';

export const providedReportMachine = reportMachine.provide({
  actors: {
    createPqrs: fromPromise(({ input }: { input: object }) => sendForm('/pqrs', toFormData(input))),
    // Name and e-mail of the ethics line are sent only when given (spec §5): empty fields are left out.
    createEthicsReport: fromPromise(({ input }: { input: object }) => sendForm('/ethics', toFormData(input))),
  },
});
