import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work the answer must not wait for (so its timing reveals nothing about it). Failures are
     * logged; closing the server waits for what is still running.
     */
    inBackground(name: string, task: () => Promise<void>): void;
  }
}

export default fp(async function background(fastify) {
  const running = new Set<Promise<void>>();
  fastify.decorate('inBackground', (name: string, task: () => Promise<void>) => {
    const run = Promise.resolve()
      .then(task)
      .catch((err) => fastify.log.error({ err }, `${name} falló`))
      .finally(() => running.delete(run));
    running.add(run);
  });
  fastify.addHook('preClose', async () => {
    await Promise.all(running);
  });
});
