function explode(n){throw new Error("mapped "+n)}explode("boom");
//# sourceMappingURL=mapped.js.map
