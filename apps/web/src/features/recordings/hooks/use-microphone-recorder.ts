import { useCallback, useEffect, useRef, useState } from 'react';
import { pickRecordingType } from '../lib/recording-type';

export type RecorderState = 'idle' | 'asking' | 'recording' | 'paused' | 'denied' | 'unsupported';

/** How often the level meter moves: smooth to the eye, and little work for React. */
const LEVEL_EVERY_MS = 100;
/** How much of the last reading the meter keeps each step when the sound stops (about 1 s to fall). */
const LEVEL_FALL = 0.7;

/**
 * The microphone, one take at a time (MediaRecorder): start, pause, resume, cut (the piece so far
 * ends and the next begins at once), stop → each piece as a Blob in a container browsers record
 * (WebM, Ogg or MP4). While a take runs, `level` (0–1) is the loudness for the level meter. The
 * microphone is asked for once and released on unmount.
 */
export function useMicrophoneRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const meterTimer = useRef<number | undefined>(undefined);
  /** The piece being recorded: resolves with its recording once it stops. */
  const finished = useRef<Promise<Blob | undefined> | null>(null);

  const stopMeter = () => {
    window.clearInterval(meterTimer.current);
    meterTimer.current = undefined;
    setLevel(0);
  };

  const release = useCallback(() => {
    stopMeter();
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    void audioContext.current?.close().catch(() => undefined);
    audioContext.current = null;
  }, []);

  useEffect(() => release, [release]);

  const microphone = async (): Promise<MediaStream | undefined> => {
    if (stream.current) return stream.current;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setState('unsupported');
      return undefined;
    }
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
      });
      return stream.current;
    } catch {
      setState('denied');
      return undefined;
    }
  };

  const startMeter = (source: MediaStream) => {
    try {
      const context = audioContext.current ?? openAudio();
      if (!context) return;
      const analyser = context.createAnalyser();
      // About the last 170 ms at 48 kHz: every moment between two readings is seen, so a short
      // sound (a word's first syllable) moves the meter even when timers run late on a busy phone.
      analyser.fftSize = 8192;
      context.createMediaStreamSource(source).connect(analyser);
      // Pulled by the output (silently), so every browser keeps feeding the analyser.
      const mute = context.createGain();
      mute.gain.value = 0;
      analyser.connect(mute).connect(context.destination);
      const samples = new Float32Array(analyser.fftSize);
      meterTimer.current = window.setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += sample * sample;
        // RMS, scaled so ordinary speech fills most of the meter; it falls back gently (as a
        // real meter's needle does) so a short word is seen rather than a flicker.
        const now = Math.min(1, Math.sqrt(sum / samples.length) * 4);
        setLevel((before) => Math.max(now, before * LEVEL_FALL));
      }, LEVEL_EVERY_MS);
    } catch {
      // No Web Audio: the take still records, the meter just stays still.
    }
  };

  /**
   * Starts recording one piece of the take on the open microphone; `done` resolves with its
   * recording once it is stopped (undefined when nothing was captured). Each piece is a whole file
   * of its own — a MediaRecorder's later chunks cannot be played without its first.
   */
  const beginPiece = (source: MediaStream) => {
    const chunks: Blob[] = [];
    const type = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    const piece = new MediaRecorder(source, type ? { mimeType: type } : undefined);
    piece.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    const done = new Promise<Blob | undefined>((resolve) => {
      piece.onstop = () =>
        resolve(chunks.length ? new Blob(chunks, { type: piece.mimeType || type }) : undefined);
    });
    piece.start();
    recorder.current = piece;
    finished.current = done;
    return done;
  };

  /**
   * The meter's audio context, made (and resumed) while the reader's press still counts as a
   * gesture: made after the microphone's await, a browser's autoplay rules may keep it suspended
   * once the prompt or a busy phone has taken a few seconds, and the meter would stay still.
   */
  const openAudio = () => {
    try {
      audioContext.current ??= new AudioContext();
      void audioContext.current.resume().catch(() => undefined);
      return audioContext.current;
    } catch {
      return null;
    }
  };

  const start = async () => {
    openAudio();
    const source = await microphone();
    if (!source) return;
    void beginPiece(source);
    startMeter(source);
    setState('recording');
  };

  const pause = () => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    stopMeter();
    setState('paused');
  };

  const resume = () => {
    if (recorder.current?.state !== 'paused' || !stream.current) return;
    recorder.current.resume();
    startMeter(stream.current);
    setState('recording');
  };

  /**
   * Ends the piece being recorded and, in the same moment, starts the next one on the same
   * microphone (recording, even from a pause): one take, cut where the reader moved on, with no
   * word lost between the two. Resolves with the piece that ended.
   */
  const cut = (): Promise<Blob | undefined> => {
    const ending = recorder.current;
    const source = stream.current;
    if (!ending || ending.state === 'inactive' || !source) return Promise.resolve(undefined);
    const ended = finished.current ?? Promise.resolve(undefined);
    const wasPaused = ending.state === 'paused';
    void beginPiece(source);
    ending.stop();
    if (wasPaused) {
      startMeter(source);
      setState('recording');
    }
    return ended;
  };

  /** Ends the take; resolves with its last piece (undefined when nothing was captured). */
  const stop = (): Promise<Blob | undefined> => {
    const take = recorder.current;
    if (!take || take.state === 'inactive') return Promise.resolve(undefined);
    const ended = finished.current ?? Promise.resolve(undefined);
    stopMeter();
    take.stop();
    setState('idle');
    return ended;
  };

  return { state, level, start, pause, resume, cut, stop };
}
