// Sends a file to an upload address from POST /api/objects/upload.
import { ApiError } from '../api/http';

/** XMLHttpRequest rather than fetch: only its upload events report how much has been sent. */
export function putFile(uploadURL: string, file: Blob, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new TypeError('The upload could not reach the server'));
    request.send(file);
  });
}
