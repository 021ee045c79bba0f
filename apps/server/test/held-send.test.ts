import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdSend } from '../src/endpoint/held-send.ts';
import { signal, turns } from './support/signal.ts';

describe('holdSend: a file goes out after the steps that follow its handler', () => {
  it('sends what the handler sent only when released', async () => {
    const app = Fastify();
    const logged = signal();
    const order: string[] = [];
    app.get('/file', async (_req, reply) => {
      const file = holdSend(reply);
      reply.header('content-type', 'text/csv').send('a,b\n');
      await logged.reached;
      order.push('logged');
      return file.release();
    });
    const answer = app.inject({ method: 'GET', url: '/file' }).then((res) => {
      order.push('sent');
      return res;
    });
    await turns(20);
    expect(order).toEqual([]);
    logged.fire();
    const res = await answer;
    expect(order).toEqual(['logged', 'sent']);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('a,b\n');
    await app.close();
  });

  it('drops the held file when the call fails afterwards: the error answers', async () => {
    const app = Fastify();
    app.get('/file', async (_req, reply) => {
      const file = holdSend(reply);
      reply.send('secret rows');
      file.restore();
      throw new Error('log not written');
    });
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret rows');
    await app.close();
  });
});
