// Served alone, the remote shows its harness page; the shell only ever loads remoteEntry.js.
import('./harness/bootstrap');
