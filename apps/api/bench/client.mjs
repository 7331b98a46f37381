// HTTP from a chosen loopback source address (any of 127.0.0.0/8 is this machine on Linux), so that a bench
// can play several clients the server tells apart by their address, without trusting a proxy header.
import http from 'node:http';

const agents = new Map();
/** One keep-alive agent per source address. */
function agentFor(localAddress) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/**
 * Sends one request from `from` (a loopback address) and reads the whole answer: resolves with its status,
 * its time in ms and its size in bytes; a failed connection resolves with status 0 and the error's code.
 */
export function request(url, { from = '127.0.0.1', method = 'GET', path, body, headers = {} }) {
  const base = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent: agentFor(from),
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, bytes }));
        res.on('error', (error) =>
          resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started, bytes }),
        );
      },
    );
    req.on('error', (error) =>
      resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

/** Closes every kept-alive connection. */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
