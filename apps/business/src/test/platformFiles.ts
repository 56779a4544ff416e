/// <reference types="node" />
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// In a browser, the page's Blob, File and FormData are the ones its fetch sends. Under jsdom
// they are jsdom's, while fetch is Node's, which does not read jsdom's files (an upload would
// carry the text "undefined" named "blob"). Tests that upload use the platform's own classes,
// so what the local API receives is what a browser would send.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
