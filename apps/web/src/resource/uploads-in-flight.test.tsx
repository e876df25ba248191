// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadsInFlightScope, useTrackUpload, useUploadsInFlight } from './uploads-in-flight.js';

/** Stands for an upload input: one button starts an upload, the other ends one. */
function FakeUploadInput() {
  const track = useTrackUpload();
  return (
    <>
      <button onClick={() => track(1)}>start</button>
      <button onClick={() => track(-1)}>end</button>
    </>
  );
}

function TrackedForm() {
  const uploads = useUploadsInFlight();
  return (
    <UploadsInFlightScope track={uploads.track}>
      <button disabled={uploads.uploading}>submit</button>
      <FakeUploadInput />
    </UploadsInFlightScope>
  );
}

afterEach(cleanup);

describe('uploads in flight', () => {
  it('holds the submit while any upload of the form is still running', () => {
    render(<TrackedForm />);
    const submit = screen.getByRole('button', { name: 'submit' });
    const start = () => fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const end = () => fireEvent.click(screen.getByRole('button', { name: 'end' }));
    expect(submit).toHaveProperty('disabled', false);
    start();
    start();
    expect(submit).toHaveProperty('disabled', true);
    end();
    expect(submit).toHaveProperty('disabled', true);
    end();
    expect(submit).toHaveProperty('disabled', false);
  });

  it('lets an upload input work outside a tracked form', () => {
    render(<FakeUploadInput />);
    expect(() => fireEvent.click(screen.getByRole('button', { name: 'start' }))).not.toThrow();
  });
});
