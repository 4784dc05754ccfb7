import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createEventStream, type EventStream, type ServerEvents, type ServerEventType } from './event-stream';

const EventStreamContext = createContext<EventStream | null>(null);

/** Holds the page's one event stream; closes it when the app unmounts. */
export function EventStreamProvider({ stream, children }: { stream?: EventStream; children: ReactNode }) {
  const [value] = useState(() => stream ?? createEventStream());
  useEffect(() => () => value.close(), [value]);
  return <EventStreamContext.Provider value={value}>{children}</EventStreamContext.Provider>;
}

function useEventStream(): EventStream {
  const stream = useContext(EventStreamContext);
  if (!stream) throw new Error('useServerEvent needs an EventStreamProvider above it');
  return stream;
}

/** Runs `handler` (always the latest one the component rendered) for every server event of that type. */
export function useServerEvent<T extends ServerEventType>(type: T, handler: (event: ServerEvents[T]) => void) {
  const stream = useEventStream();
  const onEvent = useEffectEvent(handler);
  useEffect(() => stream.subscribe(type, (event) => onEvent(event)), [stream, type]);
}

/** Runs `handler` when the connection is back after a failure (events in between were missed). */
export function useEventStreamReconnected(handler: () => void) {
  const stream = useEventStream();
  const onReconnect = useEffectEvent(handler);
  useEffect(() => stream.onReconnect(() => onReconnect()), [stream]);
}
