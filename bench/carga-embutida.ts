// `npx tsx bench/carga-embutida.ts --url http://127.0.0.1:PORT`: 100 keep-alive connections at once
// on a running server (meant for the embedded database, `npm start` after `npm run seed:demo`), on
// four screens with the demo's session, and what each got: statuses, time-outs, requests still
// unanswered at the end, p95 and the slowest. The admission line promises an answer — or a 503
// with Retry-After — within 10 s (decision 069); a time-out here (12 s) or an unanswered request
// breaks it. Start it right after the server starts: on a just-started server, stop 44 saw
// connections left in the listening socket's queue, never accepted, for the whole run.
// A benchmark, never a test: what it finds depends on the machine.
import { parseArgs } from "node:util";
import { runLoad } from "./load";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    email: { type: "string", default: "demo@gestao.local" },
    password: { type: "string", default: "demo-senha-123" },
    duration: { type: "string", default: "30" },
  },
});
const base = values.url;
const signIn = await fetch(`${base}/api/auth/sign-in`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");

// Screen, connections: 100 in all, the lists a consultant opens most taking the most.
const MIX: [string, number][] = [
  ["/api/licencas?page=1&pageSize=20", 40],
  ["/api/condicionantes/secoes?pageSize=10&vencidas=1&vencendo=1&a_vencer=1&concluidas=1", 30],
  ["/api/dashboard", 20],
  ["/api/clientes?page=1&pageSize=20", 10],
];
const results = await Promise.all(
  MIX.map(([screen, connections]) =>
    runLoad({
      url: new URL(base + screen),
      headers: { cookie, origin: base },
      connections,
      durationS: Number(values.duration),
      timeoutS: 12,
    }),
  ),
);
MIX.forEach(([screen, connections], i) => {
  const r = results[i];
  const ms = (v: number | null) => (v === null ? "-" : `${Math.round(v)} ms`);
  console.log(
    `${screen.split("?")[0]} (${connections} conexões): ${r.requests} pedidos, status ${JSON.stringify(r.statuses)}, ` +
      `${r.timeouts} time-outs, ${r.unanswered} sem resposta, p95 ${ms(r.p95)}, máx. ${ms(r.max)}`,
  );
});
