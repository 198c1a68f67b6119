// The MacroPad RP2040 in rp2040js (npm): CircuitPython's own firmware, run on the emulated chip and
// driven by host_tools/board/emulator.py over JSON lines (one command in on stdin, one answer out on
// stdout). What the board's parts do is read back as the MacroPad's parts would show it:
//   the OLED (SH1106 on SPI1, D/C on GPIO24): the bytes it receives, into its 132x64 page memory;
//   the 12 NeoPixels (GPIO19, written through a PIO state machine): the bytes of the last write;
//   the speaker (enable GPIO14, PWM on GPIO16): the tones, with their frequency;
//   the flash: erase and program calls into the boot ROM are done here (rp2040js's flash interface
//     ignores writes), taking the time a real flash chip takes, so saves land in nvm and CIRCUITPY;
//   the USB serial console: what the board prints.
// Board time is the emulated clock (125 MHz); while the CPU sleeps (WFI) it jumps to the next alarm,
// so an idle board's minute costs little wall time.
import fs from 'fs';
import readline from 'readline';
import { RP2040, USBCDC, ConsoleLogger, LogLevel } from 'rp2040js';

const NS_PER_CYCLE = 8; // 125 MHz
const FLASH_OFFSET = 0x10000000;
// A real QSPI flash's erase and program times (Winbond W25Q64JV / GigaDevice GD25Q64C datasheets,
// typical): the RP2040 stalls meanwhile (code runs from that flash), so they are board time.
const ERASE_NS_PER_4K = 45e6;
const PROGRAM_NS_PER_256 = 0.7e6;
const PIO_EVERY = 16; // CPU cycles per PIO step (rp2040js ignores the PIO clock divider)
const BUSY_NS = 3e6; // a stretch of CPU work this long counts as activity (the idle loop's polls are shorter)

let mcu = null;
let cdc = null;
let cdcPending = null, cdcRead = null; // the console's OUT read the board armed, waiting for the host's bytes
let bootrom = null;
let flash = null; // survives a power cut: the chip's flash, 16 MB as rp2040js has it
let romFlash = {}; // boot ROM addresses of flash_range_erase / flash_range_program
let fb = new Uint8Array(8 * 132);
let page = 0, col = 0;
let leds = [];
let ledBytes = null; // the last complete NeoPixel write
let tones = [];
let consoleText = '';
let lastActivity = 0;
let busySince = -1;
let pioCycles = 0;
let pioBurst = 0;
let cutAt = Infinity;
let flashWrites = 0;
let flashLog = []; // [board ms, 'erase' | 'program', flash offset, bytes]
let screenAt = 0; // board time of the last byte the OLED received
let toneOn = false;
let timerOffsetNs = 0;
let sampleEveryNs = 0; // the profiler (op sample): every this many ns of board time, the CPU's PC
let nextSampleNs = 0;
let samples = []; // [board ms, PC (0: asleep), LR] (host_tools/board/profile.py maps them to C functions)
// the interrupts whose pending state wakes a WFI at once (see run): all but USBCTRL (5), which rp2040js
// leaves pending while CircuitPython sleeps
const wakeMask = ~(1 << 5);
let callDone = true;
let gcMemFree = 0; // the firmware's gc_mem_free (the .elf's symbol), for call()

function nanos() { return mcu.clock.nanos; }

function findRomFunctions(rom) {
  // the boot ROM's function table: (code, address) halfword pairs from the pointer at 0x14
  const h = (a) => (rom[a >> 2] >>> ((a & 2) * 8)) & 0xffff;
  let p = h(0x14);
  const out = {};
  for (;;) {
    const code = h(p), addr = h(p + 2);
    if (!code) break;
    out[String.fromCharCode(code & 0xff, code >> 8)] = addr;
    p += 4;
  }
  return out;
}

function patchRom(rom, addr) {
  // a BKPT where the function starts: the emulator does its work (onBreak) and returns to the caller
  const w = addr >> 2, shift = (addr & 2) * 8; // addr: a Thumb address, bit 0 set
  rom[w] = (rom[w] & ~(0xffff << shift)) | ((0xbe00 | 0x77) << shift);
}

const RETURN_TRAP = 0x3ffe; // the boot ROM's last halfword, unused: a BKPT that ends a call() into the firmware

function onFlashCall() {
  const core = mcu.core;
  const pc = ((core.PC - 2) | 1) >>> 0; // the BKPT's address, as the ROM's table has it (Thumb bit set)
  if (pc === (RETURN_TRAP | 1) && callDone === false) { callDone = true; core.breakRewind = 0; return true; }
  const r0 = core.registers[0] >>> 0, r1 = core.registers[1] >>> 0, r2 = core.registers[2] >>> 0;
  let cost = 0;
  if (pc === romFlash.RE) { // flash_range_erase(offset, count, block size, block cmd)
    flash.fill(0xff, r0, r0 + r1);
    mcu.flash.fill(0xff, r0, r0 + r1);
    cost = ERASE_NS_PER_4K * Math.ceil(r1 / 4096);
  } else if (pc === romFlash.RP) { // flash_range_program(offset, data, count)
    for (let i = 0; i < r2; i++) {
      const b = flash[r0 + i] & mcu.readUint8(r1 + i); // programming only clears bits
      flash[r0 + i] = b;
      mcu.flash[r0 + i] = b;
    }
    cost = PROGRAM_NS_PER_256 * Math.ceil(r2 / 256);
  } else {
    return false;
  }
  flashWrites++;
  flashLog.push([nanos() / 1e6, pc === romFlash.RE ? 'erase' : 'program', r0, pc === romFlash.RE ? r1 : r2]);
  core.breakRewind = 0;
  core.PC = (core.registers[14] & ~1) >>> 0; // return (bx lr)
  mcu.clock.tick(cost);
  lastActivity = nanos();
  return true;
}

function power(opts) {
  // a fresh chip on the flash as it is (a power cut keeps the flash, nothing else)
  mcu = new RP2040();
  mcu.logger = new ConsoleLogger(LogLevel.Error);
  mcu.loadBootrom(bootrom); // clears the chip's flash: set it again below
  mcu.flash.set(flash.subarray(0, mcu.flash.length));
  mcu.onBreak = (code) => {
    if (!onFlashCall()) { consoleText += `\n[emulator: breakpoint ${code} at 0x${(mcu.core.PC >>> 0).toString(16)}]\n`; cutAt = 0; }
  };
  // the QSPI chip select reads high (its pull-up): else the firmware sees BOOTSEL held
  mcu.qspi[1].setInputValue(true);
  Object.defineProperty(mcu.qspi[1], 'inputValue', { get: () => true });
  // SPI: bytes complete a little later (the display's RX DMA keeps up with its TX DMA)
  fb = new Uint8Array(8 * 132); page = 0; col = 0;
  for (const spi of mcu.spi) {
    const alarm = mcu.clock.createAlarm(() => spi.completeTransmit(0));
    const isOled = spi === mcu.spi[1];
    spi.onTransmit = (v) => {
      if (isOled) {
        if (!mcu.gpio[24].outputValue) { // D/C low: a command
          if ((v & 0xf0) === 0xb0) page = v & 7;
          else if ((v & 0xf0) === 0x00) col = (col & 0xf0) | (v & 0x0f);
          else if ((v & 0xf0) === 0x10) col = (col & 0x0f) | ((v & 0x0f) << 4);
        } else {
          if (col < 132) fb[page * 132 + col] = v;
          col++;
          screenAt = nanos();
        }
        lastActivity = nanos();
      }
      alarm.schedule(100);
    };
  }
  // keys, encoder and its switch: active low with pull-ups, nothing pressed
  for (const pin of mcu.gpio) pin.setInputValue(true);
  for (const k of opts.low || []) mcu.gpio[k].setInputValue(false);
  // the PIO steps in this loop (not on rp2040js's own timers)
  leds = [];
  for (const pio of mcu.pio) {
    pio.run = () => {};
    for (const sm of pio.machines) {
      const push = sm.txFIFO.push.bind(sm.txFIFO);
      sm.txFIFO.push = (v) => {
        if (sm.sidesetBase === 19 || sm.outBase === 19 || sm.setBase === 19) {
          const t = nanos();
          if (leds.length && t - leds.at - 0 > 50e3) leds = [];
          leds.push((sm.shiftCtrl & (1 << 19)) ? v & 0xff : (v >>> 24) & 0xff); // OUT_SHIFTDIR right: low byte
          leds.at = t;
          if (leds.length >= 36) { ledBytes = leds.slice(0, 36); leds = []; }
          lastActivity = t;
        }
        push(v);
      };
    }
  }
  // the timer (supervisor.ticks_ms, time.sleep) reads the clock plus an offset that `jump` moves on
  timerOffsetNs = 0;
  const timer = mcu.peripherals[0x40054], clock = mcu.clock;
  timer.clock = { get nanos() { return clock.nanos + timerOffsetNs; }, createAlarm: (f) => clock.createAlarm(f) };
  cdc = new USBCDC(mcu.usbCtrl);
  cdc.onSerialData = (v) => { consoleText += Buffer.from(v).toString('latin1'); };
  // a host sends on the console's OUT endpoint only when it has bytes to send: rp2040js's USBCDC answered
  // each read the board armed at once, with nothing, 10 us later, and the board armed the next: a loop that
  // took about a third of the emulated CPU all the time (a real host's controller stays silent meanwhile)
  const read = mcu.usbCtrl.onEndpointRead;
  cdcPending = null;
  mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
    if (endpoint === cdc.outEndpoint && cdc.txFIFO.itemCount === 0) { cdcPending = [endpoint, size]; return; }
    read(endpoint, size);
  };
  cdcRead = read;
  lastActivity = 0; busySince = -1; pioBurst = 0;
  mcu.core.PC = 0x10000000;
}

function call(fn) {
  // call a firmware function of no arguments while the board sleeps in thread mode (the main loop's
  // time.sleep): registers saved, the function run to the trap at its return, registers restored
  const core = mcu.core;
  if (!core.waiting || core.IPSR !== 0 || !fn) return null;
  const saved = { regs: Array.from(core.registers), apsr: core.APSR, pm: core.PM };
  core.waiting = false;
  core.PM = true; // no interrupt taken meanwhile
  core.LR = RETURN_TRAP | 1;
  core.PC = fn & ~1;
  callDone = false;
  // outside board time: the clock stands still (no alarm fires), the figures are the board's as it was
  let cycles = 0;
  for (let n = 0; !callDone && n < 5e7; n++) cycles += core.executeInstruction();
  const r0 = core.registers[0] >>> 0;
  for (let i = 0; i < 16; i++) core.registers[i] = saved.regs[i];
  core.APSR = saved.apsr; core.PM = saved.pm;
  core.waiting = true;
  if (!callDone) return null;
  return { r0, ms: cycles * NS_PER_CYCLE / 1e6 };
}

function pioActive() { return !mcu.pio[0].stopped || !mcu.pio[1].stopped; }

function stepPio() {
  for (const pio of mcu.pio) if (!pio.stopped) pio.step();
}

function watchTone() {
  // the speaker: its enable pin (GPIO14) high while a tone plays, the PWM slice 0 (GPIO16) sets the pitch
  const on = mcu.gpio[14].outputValue;
  if (on && !toneOn) { toneOn = true; tones.push([nanos() / 1e6, 0]); }
  if (on && tones.length && !tones[tones.length - 1][1]) {
    const csr = mcu.readUint32(0x40050000), div = mcu.readUint32(0x40050004), top = mcu.readUint32(0x40050010);
    if ((csr & 1) && div) tones[tones.length - 1][1] = Math.round(125e6 * 16 / div / (top + 1));
  }
  if (!on) toneOn = false;
}

const SLEEP = () => false; // run(..., SLEEP): until the CPU sleeps in thread mode (the main loop's time.sleep)

function run(untilNs, stop) {
  // run the chip until board time untilNs, or stop() says so (checked between instructions, cheaply)
  const core = mcu.core, clock = mcu.clock;
  let n = 0;
  while (clock.nanos < untilNs) {
    if (clock.nanos >= cutAt) return 'cut';
    if (core.waiting && (core.pendingInterrupts & core.enabledInterrupts & wakeMask)) {
      // WFI returns at once when an enabled interrupt is already pending, PRIMASK set or not (ARMv6-M);
      // rp2040js only wakes on a new one, and CircuitPython's idle (interrupts off, check, WFI) then sleeps forever
      core.waiting = false;
    }
    if (stop === SLEEP && core.waiting && core.IPSR === 0) return 'sleep';
    if (core.waiting) {
      if (busySince >= 0) {
        if (clock.nanos - busySince > BUSY_NS) lastActivity = clock.nanos;
        busySince = -1;
      }
      if (pioActive() && (pioBurst > 0 || mcu.dma.channels.some((c) => c.active))) {
        stepPio(); pioBurst--; clock.tick(PIO_EVERY * NS_PER_CYCLE);
        continue;
      }
      watchTone();
      let dt = clock.nanosToNextAlarm;
      if (dt <= 0) dt = 1000;
      const end = Math.min(clock.nanos + dt, untilNs, cutAt);
      clock.tick(end - clock.nanos);
      if (sampleEveryNs) while (nextSampleNs <= clock.nanos) { samples.push(nextSampleNs / 1e6, 0, 0); nextSampleNs += sampleEveryNs; }
      if (stop && stop()) return 'stop';
    } else {
      if (busySince < 0) busySince = clock.nanos;
      const cycles = core.executeInstruction();
      clock.tick(cycles * NS_PER_CYCLE);
      if (sampleEveryNs && nextSampleNs <= clock.nanos) {
        samples.push(clock.nanos / 1e6, core.PC >>> 0, core.registers[14] >>> 0);
        while (nextSampleNs <= clock.nanos) nextSampleNs += sampleEveryNs;
      }
      pioCycles += cycles;
      if (pioCycles >= PIO_EVERY) { pioCycles = 0; if (pioActive()) stepPio(); }
      if ((++n & 0xfff) === 0 && stop && stop()) return 'stop';
    }
  }
  return 'time';
}

function answer(obj) { process.stdout.write(JSON.stringify(obj) + '\n'); }

function state() {
  const out = { t: nanos() / 1e6, last: lastActivity / 1e6, screen_at: screenAt / 1e6, console: consoleText,
    fb: Buffer.from(fb).toString('base64'), leds: ledBytes ? Buffer.from(ledBytes).toString('base64') : null,
    tones, flash_writes: flashWrites, flash_log: flashLog, usb: !!(cdc && cdc.initialized) };
  consoleText = '';
  flashLog = [];
  return out;
}

const handlers = {
  load(c) {
    // the chip's flash: firmware at 0, then the regions given (nvm at 0xFF000, CIRCUITPY at 0x100000)
    bootrom = Uint32Array.from((await_import_bootrom(c.bootrom)));
    romFlash = findRomFunctions(bootrom);
    patchRom(bootrom, romFlash.RE);
    patchRom(bootrom, romFlash.RP);
    patchRom(bootrom, RETURN_TRAP | 1);
    gcMemFree = c.gc_mem_free || 0;
    flash = new Uint8Array(16 * 1024 * 1024).fill(0xff);
    flash.set(fs.readFileSync(c.firmware), 0);
    for (const [offset, path] of c.regions || []) flash.set(fs.readFileSync(path), offset);
    return {};
  },
  power(c) { cutAt = Infinity; tones = []; ledBytes = null; screenAt = 0; power(c); return {}; },
  run(c) { const r = run(nanos() + c.ms * 1e6); return { why: r, ...state() }; },
  pin(c) { mcu.gpio[c.gpio].setInputValue(!!c.value); pioBurst = 4096; return { t: nanos() / 1e6 }; },
  idle(c) {
    // until nothing happened (screen, LEDs, flash, a stretch of work) for quiet ms after `since`
    const since = (c.since === undefined ? nanos() : c.since * 1e6);
    const limit = nanos() + (c.max || 60000) * 1e6;
    const quiet = c.quiet * 1e6;
    // a stretch of work still going on is activity too (it is counted when the CPU next sleeps)
    const r = run(limit, () => !(busySince >= 0 && nanos() - busySince > BUSY_NS) &&
      nanos() - Math.max(lastActivity, since) >= quiet);
    return { why: r, ...state() };
  },
  console(c) {
    // until the console has printed `text` (or max ms)
    let seen = '';
    const limit = nanos() + (c.max || 60000) * 1e6;
    const r = run(limit, () => { seen += consoleText; consoleText = ''; return seen.includes(c.text); });
    const s = state(); s.console = seen + s.console; return { why: r, ...s };
  },
  cut(c) { cutAt = c.at * 1e6; const r = run(Infinity); cutAt = Infinity; return { why: r, ...state() }; },
  jump(c) {
    // the board's timer moves on by c.ms at once (the clock, and so the CPU, does not): alarms due by
    // then fire now. Used to start a new game at the seed the simulator had (host_tools.board.run).
    timerOffsetNs += c.ms * 1e6;
    const timer = mcu.peripherals[0x40054];
    const now = (timer.clock.nanos / 1000) >>> 0;
    for (const a of timer.alarms) if (a.armed && ((a.targetMicros - now) >>> 0) > 0x80000000) a.clockAlarm.schedule(0);
    return {};
  },
  mem_free() {
    // gc.mem_free(): the firmware's own function, called while the board idles (a small int back);
    // a board at work is let run to its next sleep in thread mode first (50 ms at most)
    const core = mcu.core;
    if (!(core.waiting && core.IPSR === 0)) run(nanos() + 50e6, SLEEP);
    const r = call(gcMemFree);
    return { free: r && (r.r0 & 1) ? r.r0 >> 1 : null };
  },
  debug() {
    const timer = mcu.peripherals[0x40054];
    return { pending: mcu.core.pendingInterrupts >>> 0, enabled: mcu.core.enabledInterrupts >>> 0, pc: mcu.core.PC >>> 0, waiting: mcu.core.waiting, next_alarm_ns: mcu.clock.nanosToNextAlarm,
      alarms: timer.alarms.map((a) => [a.armed, a.targetMicros]), now_us: timer.clock.nanos / 1000,
      inte: timer.intEnable, intr: timer.intRaw, pio: mcu.pio.map((p) => !p.stopped),
      dma: mcu.dma.channels.map((c) => c.active), primask: mcu.core.PM };
  },
  sample(c) {
    // the profiler: from now on a sample every c.us µs of board time; answers (and clears) those taken so far
    const out = samples; samples = [];
    sampleEveryNs = (c.us || 0) * 1000; nextSampleNs = nanos() + sampleEveryNs;
    return { samples: out };
  },
  arm(c) { cutAt = c.at * 1e6; return {}; },
  state() { return state(); },
  ram(c) {
    // the whole SRAM (264 KB from 0x20000000) into a file: the heap's areas (host_tools/board/heap.py)
    fs.writeFileSync(c.path, mcu.sram);
    return {};
  },
  dump(c) {
    // the flash from `from` (bytes), `size` long, into a file: what the board holds now
    fs.writeFileSync(c.path, flash.subarray(c.from, c.from + c.size));
    return {};
  },
  send(c) {
    for (const b of Buffer.from(c.text, 'latin1')) cdc.sendSerialByte(b);
    if (cdcPending) { const p = cdcPending; cdcPending = null; cdcRead(...p); }
    return {};
  },
};

function await_import_bootrom(path) {
  // the boot ROM as rp2040js's repository ships it (demo/bootrom.ts, as an .mjs here): an array of words
  const src = fs.readFileSync(path, 'utf8');
  const body = src.slice(src.indexOf('[') + 1, src.lastIndexOf(']'));
  return body.split(',').map((s) => s.trim()).filter((s) => s).map((s) => Number(s) >>> 0);
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  if (!line.trim()) return;
  let c;
  try { c = JSON.parse(line); } catch (e) { answer({ error: 'bad command: ' + line }); return; }
  try {
    const h = handlers[c.op];
    if (!h) { answer({ error: 'unknown op ' + c.op }); return; }
    answer({ ok: true, ...h(c) });
  } catch (e) {
    answer({ error: String(e && e.stack || e) });
  }
});
rl.on('close', () => process.exit(0));
