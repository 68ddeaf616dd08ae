#!/usr/bin/env bash
# Regenerates the synthetic media in platform/media/assets/ with ffmpeg (Debian 12: ffmpeg 5.1, libx264,
# DejaVu fonts). The outputs are committed: nothing runs ffmpeg at run time. Run from anywhere:
#   bash platform/media/generate.sh
#
# What it makes (640x360, 15 fps, H.264 Main ~100 kbit/s, a quiet mono AAC 440 Hz tone at 24 kbit/s):
#   live/seg0.ts .. live/seg5.ts  six 2-second MPEG-TS segments the live playlist loops over
#   live/source.m3u8              ffmpeg's playlist for them (the server reads the EXTINF durations)
#   live-540p/, live-720p/        the same live loop at 960x540 (700k) and 1280x720 (1500k), CBR: the renditions
#                                 of the multi-rendition master; every live loop has a key frame each 0.4 s
#   vod/seg0.ts .. vod/seg5.ts    a 12-second replay as HLS
#   vod/source.m3u8               its playlist
#   vod/replay.mp4                the same replay as one MP4 with the moov atom first (faststart)
#   portrait/live, portrait/vod   the same set in 9:16 (360x640), as a seller broadcasts from a phone
#
# Why these choices:
# - A keyframe every 30 frames (-g 30, no scene-cut keyframes) = one per 2-second segment, so every
#   segment starts decodable and the player can join the live stream at any segment.
# - The live loop is cut from the MIDDLE of a 26-second encode (seconds 12-24). The server rewrites
#   timestamps by +12 s per loop so the stream never jumps back. AAC at 32 kHz makes 12 s exactly
#   375 frames, and cutting from a longer encode leaves out the encoder's priming frame, so audio is
#   continuous across the wrap too (no gap, no overlap, no EXT-X-DISCONTINUITY needed).
# - The mpegts muxer's default 1.4 s start offset is kept: both tracks share it.
# - One x264 thread and bitexact flags make the output byte-identical run to run (on the same ffmpeg
#   build), so regenerating does not churn the committed files.
set -euo pipefail

cd "$(dirname "$0")"
OUT=assets
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$FONT" ] || { echo "missing $FONT (apt-get install fonts-dejavu-core)" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Burnt-in label and timecode. $1 = label, $2 = pts offset in seconds for the clock.
overlay() {
  local box="fontcolor=white:box=1:boxcolor=black@0.6"
  echo "drawtext=fontfile=$FONT:text='$1':x=24:y=24:fontsize=${LABEL_SIZE:-36}:$box:boxborderw=8,drawtext=fontfile=$FONT:text='%{pts\\:hms\\:$2}':x=24:y=h-60:fontsize=28:$box:boxborderw=6"
}

# $1 = duration, $2 = label, $3 = clock offset, $4 = output (mp4, faststart), $5 = size (default 640x360),
# $6 = video kbit/s (default 100), $7 = frames per key frame (default 30: one per 2-second segment)
encode() {
  local kbps=${6:-100} gop=${7:-30} rate
  # CBR=1: constant bitrate with filler, so a rendition costs the link what its BANDWIDTH says (the
  # test pattern alone compresses far below the higher renditions' rates).
  if [ "${CBR:-0}" = 1 ]; then
    rate="-b:v ${kbps}k -minrate ${kbps}k -maxrate ${kbps}k -bufsize ${kbps}k -x264-params nal-hrd=cbr"
  else
    rate="-b:v ${kbps}k -maxrate $((kbps * 3 / 2))k -bufsize $((kbps * 3))k"
  fi
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc=size=${5:-640x360}:rate=15:duration=$1" \
    -f lavfi -i "sine=frequency=440:sample_rate=32000:duration=$1" \
    -vf "$(overlay "$2" "$3")" \
    -c:v libx264 -threads 1 -profile:v main -level 3.0 -preset veryslow -pix_fmt yuv420p \
    $rate -g "$gop" -keyint_min "$gop" -sc_threshold 0 \
    -af "volume=0.05" -c:a aac -b:a 24k -ac 1 -ar 32000 \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -movflags +faststart "$4"
}

# $1 = input mp4, $2 = output dir. Copies (no re-encode) into 2-second MPEG-TS segments.
segment() {
  mkdir -p "$2"
  ffmpeg -hide_banner -loglevel error -y -i "$1" -c copy -f hls -hls_time 2 -hls_list_size 0 \
    -hls_playlist_type vod -hls_segment_filename "$2/seg%d.ts" "$2/source.m3u8"
}

# $1 = output dir, $2 = size, $3 = label, $4 = video kbit/s. One live loop (a rendition).
# Encode 26 s, keep segments 6-11 (seconds 12-24) as seg0-seg5; the clock shows 0-12 s. The encode runs
# past 24 s so that seg11 is not the last segment (the last one takes the audio tail). A key frame every
# 6 frames (0.4 s at 15 fps) starts every LL-HLS part the server cuts (platform/media/parts.ts) with one,
# so each part is INDEPENDENT and a player can join at any part.
live_loop() {
  local tmp="$WORK/$(basename "$1")$RANDOM"
  rm -rf "$1"
  mkdir -p "$1" "$tmp"
  encode 26 "$3" -12 "$tmp/live.mp4" "$2" "$4" 6
  segment "$tmp/live.mp4" "$tmp/seg"
  {
    echo '#EXTM3U'
    echo '#EXT-X-TARGETDURATION:2'
    for i in 0 1 2 3 4 5; do
      cp "$tmp/seg/seg$((i + 6)).ts" "$1/seg$i.ts"
      grep -A1 '^#EXTINF' "$tmp/seg/source.m3u8" | grep -B1 "^seg$((i + 6)).ts$" | head -1
      echo "seg$i.ts"
    done
    echo '#EXT-X-ENDLIST'
  } > "$1/source.m3u8"
}

# $1 = output root, $2 = size, $3 = label suffix. A live loop and a replay of that size.
media_set() {
  rm -rf "$1/vod"
  mkdir -p "$1/vod" "$WORK/$3"
  live_loop "$1/live" "$2" "KIRARI LIVE$3" 100

  # Replay: 12 s, one MP4 and the same frames as HLS.
  encode 12 "KIRARI REPLAY$3" 0 "$1/vod/replay.mp4" "$2"
  segment "$1/vod/replay.mp4" "$1/vod"
}

media_set "$OUT" 640x360 ''
# The higher renditions of the 16:9 live (multi-rendition master, adaptive bitrate): 540p and 720p at
# a constant 0.7 and 1.5 Mbit/s, so issue 29's 1.6 Mbit/s profile cannot carry 720p (at the test
# pattern's own rates every rendition fitted it); 360p is assets/live.
CBR=1 live_loop "$OUT/live-540p" 960x540 'KIRARI LIVE 540p' 700
CBR=1 live_loop "$OUT/live-720p" 1280x720 'KIRARI LIVE 720p' 1500
# The vertical set: short labels fit the narrow frame ("9x16" names it on screen).
LABEL_SIZE=24 media_set "$OUT/portrait" 360x640 ' 9x16'

ls -l "$OUT"/live* "$OUT"/vod "$OUT"/portrait/*
du -sh "$OUT"
