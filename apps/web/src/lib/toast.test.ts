import hotToast from 'react-hot-toast';
import { afterEach, expect, it } from 'vitest';
import { toast } from './toast.ts';
import { onToasterWanted } from './toaster-demand.ts';

afterEach(() => hotToast.remove());

it('brings the toaster the moment a toast is made, so none is cut short before it loads', () => {
  let wanted = false;
  onToasterWanted(() => {
    wanted = true;
  });
  expect(wanted).toBe(false);
  toast.success('Karibu tena');
  expect(wanted).toBe(true);
});
