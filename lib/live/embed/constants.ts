/** The protocol's names, without zod: the room's browser code imports these (protocol.ts re-exports them). */
export const EMBED_PROTOCOL_VERSION = 1;
export const ROOM_SOURCE = 'kirari';
export const HOST_SOURCE = 'kirari-host';
