// Chunk entry of the operator console (/ops): its own session, shell and review screens.
export { default as OpsConsole } from '../../screens/ops/OpsConsole';
