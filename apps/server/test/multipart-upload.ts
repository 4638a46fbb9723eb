// For the tests: a multipart body as a browser's FormData sends it, ready for app.inject.
export async function multipartUpload(bytes: Buffer, fileName = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
