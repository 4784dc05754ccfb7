type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** One line per event: `[scope] message {json}`. */
export function createLogger(level: Level = 'info', scope = 'server'): Logger {
  const emit = (at: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = `[${scope}] ${msg}${fields ? ' ' + JSON.stringify(fields) : ''}`;
    (at === 'error' ? console.error : at === 'warn' ? console.warn : console.log)(line);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}
