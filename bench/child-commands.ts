// The child side of a benchmark's second process: tells the parent its URL, then answers the
// parent's commands over IPC by their op. Every child knows two: `cpu` (its CPU time so far, in
// ms) and `stop` (close, clean up, exit). It never outlives the benchmark that started it.
type Handlers<C extends { op: string }> = { [K in Exclude<C['op'], 'cpu' | 'stop'>]: (cmd: Extract<C, { op: K }>) => unknown };

export function answerCommands<C extends { op: string; id: number }>(url: string, handlers: Handlers<C>, stop: () => Promise<void>) {
  const answer = (id: number, result: unknown) => process.send!({ id, result });
  process.on('message', async (cmd: C) => {
    try {
      if (cmd.op === 'cpu') { const u = process.cpuUsage(); answer(cmd.id, (u.user + u.system) / 1000); return; }
      if (cmd.op === 'stop') { await stop(); answer(cmd.id, null); process.exit(0); }
      const handle = (handlers as unknown as Record<string, (c: C) => unknown>)[cmd.op];
      answer(cmd.id, await handle(cmd));
    } catch (err) {
      process.send!({ id: cmd.id, error: String((err as Error).stack ?? err) });
    }
  });
  process.on('disconnect', () => process.exit(1));
  process.send!({ ready: url });
}
