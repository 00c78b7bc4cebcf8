// The policy dialog's machine (machines/aceptar-politicas), provided here: one per tab, told by the
// sign-in (authActors' login) which versions the person has not accepted yet.
import { createActor, fromPromise } from 'xstate';
import type { AcceptPoliciesRequest, Autorizacion, MisDatos } from '../../openapi';
import { aceptarPoliticasMachine } from '../../machines/aceptar-politicas/aceptar-politicas.machine';
import { api } from '../api/client';

export const policyActor = createActor(
  aceptarPoliticasMachine.provide({
    actors: {
      acceptPolicies: fromPromise<Autorizacion[], AcceptPoliciesRequest>(async ({ input }) => (await api.POST('/profile/autorizaciones', { body: input })).data!),
      getMisDatos: fromPromise<MisDatos, void>(async () => (await api.GET('/profile/mis-datos')).data!),
    },
  }),
).start();
