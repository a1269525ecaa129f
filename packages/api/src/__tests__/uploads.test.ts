import { configureApi, isCancel } from '@portal/api/client';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@portal/api/errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import { type UploadRequest, uploader, uploadImage, uploadRefusal } from '../uploads';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });
const RESULT = {
  url: '/media/uploads/2026/05/0123456789abcdef0123456789abcdef.webp',
  width: 200,
  height: 300,
};

const original = uploader.transport;
const sent: UploadRequest[] = [];
function answer(status: number, body: unknown) {
  uploader.transport = async (request) => {
    sent.push(request);
    return { status, json: async () => (typeof body === 'string' ? JSON.parse(body) : body) };
  };
}

afterEach(() => {
  uploader.transport = original;
  configureApi({ baseURL: '' });
  sent.length = 0;
});

describe('uploadImage', () => {
  it('sends the picture as the form field `file` to the entry, and answers the result', async () => {
    answer(200, { code: 1, result: RESULT });
    const file = png();
    await expect(uploadImage(file)).resolves.toEqual(RESULT);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect([request.method, request.url]).toEqual(['POST', mediaUploadEndpoints.uploadImage.path]);
    expect(request.headers['X-Requested-With']).toBe('XMLHttpRequest');
    const part = request.body.get(UPLOAD_LIMITS.field);
    expect(part).toBeInstanceOf(Blob);
    expect((part as Blob).size).toBe(file.size);
    expect([...request.body.keys()]).toEqual([UPLOAD_LIMITS.field]);
  });

  it('goes to the configured server, like every other call', async () => {
    answer(200, { code: 1, result: RESULT });
    configureApi({ baseURL: 'http://api.example' });
    await uploadImage(png());
    expect(sent[0]?.url).toBe(`http://api.example${mediaUploadEndpoints.uploadImage.path}`);
  });

  it('refuses an empty file, one over 10 MB and a declared type we do not take, sending nothing', async () => {
    answer(200, { code: 1, result: RESULT });
    const cases: [Blob, string][] = [
      [new Blob([]), UPLOAD_MESSAGES.empty],
      [
        new Blob([new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)], { type: 'image/jpeg' }),
        UPLOAD_MESSAGES.tooLarge,
      ],
      [new Blob(['<svg/>'], { type: 'image/svg+xml' }), UPLOAD_MESSAGES.badType],
      [new Blob(['x'], { type: 'image/heic' }), UPLOAD_MESSAGES.badType],
      [new Blob(['x'], { type: 'text/html' }), UPLOAD_MESSAGES.badType],
    ];
    for (const [file, message] of cases) {
      const error = await uploadImage(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 400, message });
    }
    expect(sent).toHaveLength(0);
    // exactly the limit, or no declared type at all, is the server's to judge
    expect(
      uploadRefusal(new Blob([new Uint8Array(UPLOAD_LIMITS.maxBytes)], { type: 'image/png' })),
    ).toBeNull();
    expect(uploadRefusal(new Blob(['x']))).toBeNull();
    expect(uploadRefusal(new Blob(['x'], { type: 'IMAGE/JPEG' }))).toBeNull();
  });

  it("fails with an ApiError carrying the server's Chinese message, whatever the status", async () => {
    for (const [status, envelope] of [
      [400, { code: 400, message: UPLOAD_MESSAGES.badType }],
      [401, { code: 401, message: UPLOAD_MESSAGES.pleaseSignIn }],
      [429, { code: 429, message: UPLOAD_MESSAGES.tooMany }],
    ] as const) {
      answer(status, envelope);
      const error = await uploadImage(png()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject(envelope);
    }
  });

  it('reads a body that is no envelope, or a dropped connection, as the network message', async () => {
    uploader.transport = async () => ({ status: 502, json: async () => JSON.parse('<html>') });
    await expect(uploadImage(png())).rejects.toMatchObject({ code: 502, message: NETWORK_ERROR_MESSAGE });
    uploader.transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await uploadImage(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

/** Stands in for the browser's XMLHttpRequest: records what is done to it, answers when told. */
class FakeXhr {
  static created: FakeXhr[] = [];
  static sent: (xhr: FakeXhr) => void = () => {};
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.created.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('the XMLHttpRequest transport', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.created = [];
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });
  /** the request once it is sent (the client module loads first) */
  const nextSent = () => new Promise<FakeXhr>((resolve) => (FakeXhr.sent = resolve));

  it('sends with cookies, our header and a long timeout, reports progress, and reads the envelope', async () => {
    const progress: number[] = [];
    const sending = nextSent();
    const uploading = uploadImage(png(), { onProgress: (f) => progress.push(f) });
    const xhr = await sending;
    expect([xhr.method, xhr.url]).toEqual(['POST', mediaUploadEndpoints.uploadImage.path]);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBeGreaterThanOrEqual(60_000);
    expect(xhr.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    expect(xhr.body?.get(UPLOAD_LIMITS.field)).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 75, total: 100 });
    xhr.upload.onload?.();
    xhr.respond(200, { code: 1, result: RESULT });
    await expect(uploading).resolves.toEqual(RESULT);
    expect(progress).toEqual([0.25, 0.75, 1]);
  });

  it("answers the server's refusal as an ApiError", async () => {
    const sending = nextSent();
    const uploading = uploadImage(png());
    (await sending).respond(400, { code: 400, message: UPLOAD_MESSAGES.corrupt });
    await expect(uploading).rejects.toMatchObject({ code: 400, message: UPLOAD_MESSAGES.corrupt });
  });

  it('aborts the request through the signal, as an AbortError', async () => {
    const controller = new AbortController();
    const sending = nextSent();
    const uploading = uploadImage(png(), { signal: controller.signal });
    const xhr = await sending;
    controller.abort();
    const error = await uploading.catch((e: unknown) => e);
    expect(xhr.aborted).toBe(true);
    expect(isCancel(error)).toBe(true);

    // already aborted: nothing is sent
    FakeXhr.created = [];
    const early = await uploadImage(png(), { signal: controller.signal }).catch((e: unknown) => e);
    expect(isCancel(early)).toBe(true);
    expect(FakeXhr.created).toHaveLength(0);
  });

  it('turns a network error or a timeout into the network message', async () => {
    for (const fail of ['onerror', 'ontimeout'] as const) {
      const sending = nextSent();
      const uploading = uploadImage(png());
      (await sending)[fail]?.();
      await expect(uploading).rejects.toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE });
    }
  });
});
