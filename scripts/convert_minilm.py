#!/usr/bin/env python3
"""Convert sentence-transformers all-MiniLM-L6-v2 (HF BertModel, safetensors) to a
llama.cpp BERT embedding GGUF. No torch.  Usage: convert_minilm.py MODEL_DIR OUT.gguf"""
import json, os, sys

import numpy as np
import gguf
from safetensors.numpy import load_file

SPECIAL = {"[PAD]": 0, "[UNK]": 100, "[CLS]": 101, "[SEP]": 102, "[MASK]": 103}


def wpm_token(tok: str) -> str:
    # llama.cpp's WordPiece "phantom space" convention
    if tok.startswith("[") and tok.endswith("]"):
        return tok
    if tok.startswith("##"):
        return tok[2:]
    return "\u2581" + tok


def main(model_dir: str, out_path: str) -> None:
    cfg = json.load(open(os.path.join(model_dir, "config.json")))
    pool_path = os.path.join(model_dir, "1_Pooling", "config.json")
    if os.path.exists(pool_path):
        pool = json.load(open(pool_path))
        if not pool.get("pooling_mode_mean_tokens", False):
            sys.exit("expected mean pooling in 1_Pooling/config.json")
    n_blocks = cfg["num_hidden_layers"]

    w = gguf.GGUFWriter(out_path, arch="bert")
    w.add_name("all-MiniLM-L6-v2")
    w.add_context_length(cfg.get("max_position_embeddings", 512))
    w.add_embedding_length(cfg["hidden_size"])
    w.add_feed_forward_length(cfg["intermediate_size"])
    w.add_block_count(n_blocks)
    w.add_head_count(cfg["num_attention_heads"])
    w.add_layer_norm_eps(cfg.get("layer_norm_eps", 1e-12))
    w.add_causal_attention(False)
    w.add_pooling_type(gguf.PoolingType.MEAN)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    if hasattr(w, "add_token_type_count"):
        w.add_token_type_count(cfg.get("type_vocab_size", 2))

    # --- tokenizer (WordPiece) ---
    with open(os.path.join(model_dir, "vocab.txt"), encoding="utf-8") as f:
        vocab = [line.rstrip("\n") for line in f]
    assert len(vocab) == cfg["vocab_size"], (len(vocab), cfg["vocab_size"])
    for name, idx in SPECIAL.items():
        assert vocab[idx] == name, (name, idx, vocab[idx])
    tokens = [wpm_token(t) for t in vocab]
    toktypes = [gguf.TokenType.CONTROL if t in SPECIAL else gguf.TokenType.NORMAL for t in vocab]
    w.add_tokenizer_model("bert")
    w.add_tokenizer_pre("default")
    w.add_token_list(tokens)
    w.add_token_types(toktypes)
    # same ids gguf.SpecialVocab derives from tokenizer.json: bos=[CLS], eos=[SEP]
    w.add_bos_token_id(SPECIAL["[CLS]"])
    w.add_eos_token_id(SPECIAL["[SEP]"])
    w.add_unk_token_id(SPECIAL["[UNK]"])
    w.add_sep_token_id(SPECIAL["[SEP]"])
    if hasattr(w, "add_cls_token_id"):  # not in gguf 0.19 (cls == bos there)
        w.add_cls_token_id(SPECIAL["[CLS]"])
    w.add_pad_token_id(SPECIAL["[PAD]"])
    w.add_mask_token_id(SPECIAL["[MASK]"])
    if hasattr(w, "add_add_bos_token"):
        w.add_add_bos_token(True)
    if hasattr(w, "add_add_eos_token"):
        w.add_add_eos_token(True)

    # --- tensors ---
    tmap = gguf.TensorNameMap(gguf.MODEL_ARCH.BERT, n_blocks)
    st = load_file(os.path.join(model_dir, "model.safetensors"))
    n = 0
    for hf_name, arr in st.items():
        name = hf_name[5:] if hf_name.startswith("bert.") else hf_name
        if name.endswith("position_ids") or name.startswith("pooler."):
            continue
        new = tmap.get_name(name, try_suffixes=(".weight", ".bias"))
        if new is None:
            sys.exit(f"cannot map tensor {hf_name}")
        # f16 for 2-D matrices, f32 for 1-D; like llama.cpp's converter, position and
        # token-type embeddings stay f32 (ggml adds a token_types row to f32 activations
        # and the CPU backend has no f32+f16 add -> abort if stored as f16)
        keep_f32 = arr.ndim != 2 or new in ("position_embd.weight", "token_types.weight")
        arr = np.ascontiguousarray(arr.astype(np.float32 if keep_f32 else np.float16))
        w.add_tensor(new, arr)
        n += 1
    print(f"{n} tensors mapped")

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    print(f"wrote {out_path} ({os.path.getsize(out_path)} bytes)")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
