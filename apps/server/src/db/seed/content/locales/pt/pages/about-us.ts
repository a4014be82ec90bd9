import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'Sobre nós',
  description:
    'A Satsino é um cassino cripto comprovadamente justo: pagamentos rápidos em cripto, jogos que você pode verificar e um suporte que responde.',
  body: `# Sobre nós

A Satsino é um cassino on-line feito para quem já vive no mundo cripto. Oferecemos caça-níqueis, cassino ao vivo, roleta, blackjack, game shows, jogos de mesa e jogos crash, com depósitos e saques nas moedas que você já tem — e uma promessa que podemos provar: cada rodada dos nossos jogos próprios pode ser conferida por você.

## Comprovadamente justo, não “confie em nós”

Nossos jogos próprios usam um sistema comprovadamente justo (*provably fair*). Antes de jogar, você vê uma impressão digital criptográfica (hash) da seed do servidor que vai decidir seus resultados; pode escolher a sua própria seed do cliente; e, depois que a seed é trocada, pode recalcular cada resultado no navegador e confirmar que nada foi alterado depois da sua aposta. Veja como funciona em [Comprovadamente justo: entenda como funciona](/blog/provably-fair-explained).

## Cripto do jeito certo

Deposite em Bitcoin — on-chain ou via Lightning —, Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP ou TRON e jogue com um saldo exibido em USD ou EUR. Os saques são analisados em menos de ${f.approvalMinutes} minutos, em média. Ainda não tem cripto? Compre com cartão direto no caixa.

## Recompensas claras

Nossas promoções dizem exatamente o que oferecem e o que exigem: um bônus de boas-vindas de ${f.welcomePercent}% com ${f.freeSpins} rodadas grátis, bônus nos seus quatro primeiros depósitos, cashback diário e semanal e um programa VIP com quatro níveis. Todos os números são os mesmos em todas as páginas, e todo bônus é opcional.

## Segurança e responsabilidade

Os jogadores devem ter ${f.age} anos ou mais. Verificamos o endereço de e-mail antes de qualquer pagamento, verificamos a identidade sempre que a lei e a nossa [Política de PLD](/policies/aml-policy) exigem e oferecemos a todos os jogadores limites, pausas e autoexclusão — veja [Jogo responsável](/policies/responsible-gaming).

## Dez idiomas, uma só equipe

A Satsino está disponível em inglês, alemão, espanhol, finlandês, francês, italiano, japonês, norueguês, português e turco. Nossa equipe de suporte atende 24 horas por dia pelo chat ao vivo, na [página de suporte](/customersupport).
`,
};
