/**
 * A faster clock for the server processes of the money-rule simulation, loaded before main.ts with
 * `--import` (NODE_OPTIONS): from SIM_CLOCK_EPOCH (epoch ms, the same for every process of a run, restarted ones
 * included) the time the server reads (`Date.now()`, `new Date()`) runs SIM_CLOCK_SPEED times faster than the
 * wall clock. Payment deadlines, job pauses and refund retries (minutes to an hour) then pass in seconds while
 * every timer the server sets (polls, heartbeats, timeouts) still runs in real time. Test-only: nothing of the
 * product reads these variables.
 */
const epoch = Number(process.env.SIM_CLOCK_EPOCH);
const speed = Number(process.env.SIM_CLOCK_SPEED);

if (Number.isFinite(epoch) && Number.isFinite(speed) && speed > 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const simulatedNow = () => Math.floor(epoch + (realNow() - epoch) * speed);
  const SimDate = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [simulatedNow()] : args, newTarget);
    },
    apply() {
      return new RealDate(simulatedNow()).toString();
    },
    get(target, property, receiver) {
      if (property === 'now') return simulatedNow;
      return Reflect.get(target, property, receiver);
    },
  });
  globalThis.Date = SimDate;
}
