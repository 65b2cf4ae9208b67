/** What the video library needs of a video host (local or Vimeo). */
export interface VideoHostPort {
  readonly name: 'local' | 'vimeo';
  /**
   * Prepares the upload of a new video of `size` bytes: the host's id for it, and where the
   * browser sends the bytes — our tus endpoint with metadata, or the host's own upload link.
   */
  createUpload(input: {
    videoId: string;
    organisationId: string;
    size: number;
    filetype: string;
    title: string;
  }): Promise<{
    hostVideoId: string | null;
    endpoint: string | null;
    uploadLink: string | null;
    metadata: Record<string, string>;
  }>;
  /** Stores a new thumbnail and answers its address. */
  setThumbnail(
    video: { id: string; hostVideoId: string | null },
    image: Buffer,
    contentType: string,
  ): Promise<string>;
  /** Where the portal plays the video, or null while it is not playable. */
  playbackUrl(video: { id: string; hostVideoId: string | null; status: string }): string | null;
  /** Whether the host has every byte of the video (the browser says it finished). */
  confirmUpload(video: { id: string; hostVideoId: string | null; size: number }): Promise<boolean>;
  /** Forgets the video at the host (best effort: the library row goes regardless). */
  remove(video: { id: string; hostVideoId: string | null }): Promise<void>;
  /**
   * Sends a language's captions to the host as a text track (replacing `previousTrackId`, the host's id of
   * the track it had) and answers the new track's id. A host without it keeps captions in our table only.
   */
  setCaptions?(
    video: { id: string; hostVideoId: string | null },
    captions: { language: string; name: string; vtt: string; previousTrackId: string | null },
  ): Promise<string | null>;
  /** Deletes a text track at the host. */
  removeCaptions?(video: { id: string; hostVideoId: string | null }, trackId: string): Promise<void>;
}
