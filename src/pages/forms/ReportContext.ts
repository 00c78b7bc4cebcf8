import { createActorContext } from '@xstate/react';
import { reportMachine } from '../../../machines/report/report.machine';

/** The report actor of Contáctanos or the ethics line: the page provides it with the app's actors. */
export const ReportActorContext = createActorContext(reportMachine);
