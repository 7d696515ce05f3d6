/**
 * A story `beforeEach`: the browser refuses every storage write (as with a full quota or site
 * data blocked) until the story ends. Reads still work.
 */
export function refuseStorageWrites(): () => void {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return () => {
    Storage.prototype.setItem = original;
  };
}
