// Answers chat commands given as arguments, as a bot would answer messages.
// Run: node examples/chat-bot/index.mjs '!roll 4d6kh3'   (VERDICT_URL defaults to http://127.0.0.1:8787)
import { handleMessage } from './bot.mjs';

const base = process.env.VERDICT_URL ?? 'http://127.0.0.1:8787';
for (const message of process.argv.slice(2)) {
  console.log(`> ${message}`);
  console.log((await handleMessage(message, { base })) ?? '(not a command)');
}
