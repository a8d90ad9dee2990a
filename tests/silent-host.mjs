// A host that accepts connections and never answers: the voice agent of the
// browser tests' build (`npm run build:test` points NEXT_PUBLIC_VOICE_AGENT_URL
// at it; tests/voice-agent-host.ts). Started by playwright.config.ts. Bounded:
// at most 64 connections at once, each closed after 60 s, nothing read.
import { createServer } from 'node:net';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node tests/silent-host.mjs PORT');

const server = createServer({ pauseOnConnect: true }, (socket) => {
  socket.on('error', () => socket.destroy());
  setTimeout(() => socket.destroy(), 60_000).unref();
});
server.maxConnections = 64;
server.listen(port, '127.0.0.1', () => console.log(`silent host on 127.0.0.1:${port}: accepts, never answers`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
