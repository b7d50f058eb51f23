import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

// "Remember me" keeps the password encrypted with an RSA-OAEP public key. The key pair is generated in this
// browser and its private half is a non-extractable CryptoKey in IndexedDB, so the stored ciphertext is useless
// anywhere else (stronger than the upstream hard-coded JSEncrypt key pair).
const DB_NAME = 'console-keys';
const STORE = 'keys';
const KEY_ID = 'remember-me';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

async function keyPair(): Promise<CryptoKeyPair> {
  const existing = await withStore<CryptoKeyPair | undefined>('readonly', (store) => store.get(KEY_ID) as IDBRequest<CryptoKeyPair | undefined>);
  if (existing) return existing;
  const created = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
  await withStore('readwrite', (store) => store.put(created, KEY_ID));
  return created;
}

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface RememberedCredentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export async function loadRememberedCredentials(): Promise<RememberedCredentials> {
  const username = readStorage(STORAGE_KEYS.username) ?? '';
  const rememberMe = readStorage(STORAGE_KEYS.rememberMe) === 'true';
  const cipher = readStorage(STORAGE_KEYS.password);
  if (!rememberMe || !cipher) return { username, password: '', rememberMe };
  try {
    const { privateKey } = await keyPair();
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(cipher));
    return { username, password: new TextDecoder().decode(plain), rememberMe };
  } catch {
    return { username, password: '', rememberMe };
  }
}

export async function saveRememberedCredentials(credentials: RememberedCredentials): Promise<void> {
  if (!credentials.rememberMe) {
    writeStorage(STORAGE_KEYS.username, null);
    writeStorage(STORAGE_KEYS.password, null);
    writeStorage(STORAGE_KEYS.rememberMe, null);
    return;
  }
  writeStorage(STORAGE_KEYS.username, credentials.username);
  writeStorage(STORAGE_KEYS.rememberMe, 'true');
  try {
    const { publicKey } = await keyPair();
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, new TextEncoder().encode(credentials.password));
    writeStorage(STORAGE_KEYS.password, toBase64(cipher));
  } catch {
    writeStorage(STORAGE_KEYS.password, null); // no Web Crypto/IndexedDB: remember the name only
  }
}
