// The reference for HTTP figures: a bare Fastify answering {"hello":"world"} on PORT, in a process of its own as the
// app is, so a figure can be read against what this machine does with no app at all.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
